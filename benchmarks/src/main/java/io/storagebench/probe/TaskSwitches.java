package io.storagebench.probe;

import java.util.HashMap;
import java.util.Map;

/**
 * Context switches of a set of threads that come and go, as a counter that only moves forward. Linux keeps them per
 * thread ({@code /proc/PID/task/TID/status}) and drops a thread's count when it exits, so a plain sum over the
 * threads listed now goes backwards when a step's workers (or a server's backends) exit. This adds, per read, each
 * listed thread's increase since the read before, and a new thread's whole count (it started since); a thread that
 * exits keeps what was added for it. What it did between its last read and its exit is lost, which is why the
 * runner samples once more just before it stops a step's workers.
 */
final class TaskSwitches {
    private Map<String, Long> last = new HashMap<>();
    private long total;
    private boolean first = true;

    /**
     * @param now each thread's count now, keyed by something unique per thread (pid/tid)
     * @return the running total
     */
    long add(Map<String, Long> now) {
        for (Map.Entry<String, Long> e : now.entrySet()) {
            Long before = last.get(e.getKey());
            long count = e.getValue();
            if (before == null) {
                total += first ? 0 : count; // on the first read every thread is the baseline
            } else if (count >= before) {
                total += count - before;
            } else {
                total += count; // the id was reused by a new thread
            }
        }
        last = new HashMap<>(now);
        first = false;
        return total;
    }
}
