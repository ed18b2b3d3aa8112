package io.storagebench.probe.proc;

/**
 * {@code /proc/PID/stat} or {@code /proc/PID/task/TID/stat}. The command name is in parentheses and may itself contain
 * spaces and parentheses, so the fields are parsed after the last {@code ')'}. Times are in clock ticks.
 *
 * @param comm      the thread or process name (at most 15 characters), e.g. {@code rocksdb:low}
 * @param ppid      field 4
 * @param minflt    field 10: minor page faults (no disk read)
 * @param majflt    field 12: major page faults (a disk read)
 * @param utime     field 14
 * @param stime     field 15
 * @param cutime    field 16: user time of reaped children
 * @param cstime    field 17: system time of reaped children
 * @param cminflt   field 11: minor faults of reaped children
 * @param cmajflt   field 13: major faults of reaped children
 * @param threads   field 20
 * @param starttime field 22, to tell a reused PID apart
 */
public record PidStat(long pid, String comm, long ppid, long minflt, long majflt, long utime, long stime, long cutime,
                      long cstime, long cminflt, long cmajflt, long threads, long starttime) {

    public long ticks() {
        return utime + stime;
    }

    /** Minor and major page faults. */
    public long faults() {
        return minflt + majflt;
    }

    public static PidStat parse(String text) {
        int open = text.indexOf('(');
        int close = text.lastIndexOf(')');
        if (open < 0 || close < open) {
            throw new IllegalArgumentException("not a /proc/PID/stat line: " + text);
        }
        long pid = Long.parseLong(text.substring(0, open).trim());
        String comm = text.substring(open + 1, close);
        // after ')': field 3 (state) is rest[0], so field n is rest[n - 3]
        String[] rest = text.substring(close + 1).trim().split("\\s+");
        return new PidStat(pid, comm, Long.parseLong(rest[1]), Long.parseLong(rest[7]), Long.parseLong(rest[9]),
                Long.parseLong(rest[11]), Long.parseLong(rest[12]), Long.parseLong(rest[13]), Long.parseLong(rest[14]),
                Long.parseLong(rest[8]), Long.parseLong(rest[10]), Long.parseLong(rest[17]), Long.parseLong(rest[19]));
    }
}
