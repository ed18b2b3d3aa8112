package io.storagebench.workload.kit;

import java.util.ArrayList;
import java.util.List;

/**
 * One worker thread of a step, its worker made and its session open, for a test that calls it a given number of
 * times and looks at the data between the calls (see {@link StepDriver#thread}). Closing it finishes the worker and
 * closes the session, as the runner does when a step ends.
 */
public final class StepThread implements AutoCloseable {
    private final Lane lane;

    StepThread(Lane lane) {
        this.lane = lane;
    }

    /** Makes {@code calls} calls, fewer when the worker is done first; returns what each returned. */
    public List<Long> run(int calls) throws InterruptedException {
        List<Long> returned = new ArrayList<>();
        for (int i = 0; i < calls && lane.call(); i++) {
            returned.add(lane.calls.get(lane.calls.size() - 1).returned());
        }
        return returned;
    }

    /** Every call this thread made, on the virtual clock. */
    public List<Call> calls() {
        return List.copyOf(lane.calls);
    }

    @Override
    public void close() {
        lane.close();
    }
}
