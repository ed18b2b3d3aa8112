package io.storagebench.workload.kit;

/**
 * One worker call the kit made, on the virtual clock.
 *
 * @param start     when it started
 * @param due       when it was due: its pacing's schedule, or what the worker said ({@code OpContext.dueAt})
 * @param slotStart when its schedule slot began (the warmup is judged on it, as the runner does)
 * @param end       when it ended
 * @param returned  what {@code Worker.run} returned
 * @param operation the index of the kind of operation it named, or -1
 * @param ok        whether it said it succeeded (true when it said nothing)
 */
public record Call(long start, long due, long slotStart, long end, long returned, int operation, boolean ok) {
}
