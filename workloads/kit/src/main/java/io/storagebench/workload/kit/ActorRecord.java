package io.storagebench.workload.kit;

import io.storagebench.workload.Actor;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one actor's threads did in a step: every call but the ones that returned {@link Worker#DONE}, thread by
 * thread, in the order each thread made them.
 */
public final class ActorRecord {
    private final Actor actor;
    private final List<List<Call>> threads;

    ActorRecord(Actor actor, List<List<Call>> threads) {
        this.actor = actor;
        this.threads = threads;
    }

    /** The actor as the step's setup returned it. */
    public Actor actor() {
        return actor;
    }

    /** The calls of thread {@code index}. */
    public List<Call> calls(int index) {
        return List.copyOf(threads.get(index));
    }

    /** The calls of every thread, thread after thread. */
    public List<Call> calls() {
        List<Call> all = new ArrayList<>();
        threads.forEach(all::addAll);
        return all;
    }

    /** How many calls its threads made. */
    public long count() {
        return threads.stream().mapToLong(List::size).sum();
    }

    /** The sum of what its calls returned: rows, or statements for {@link Unit#QUERIES}. */
    public long rows() {
        return calls().stream().mapToLong(Call::returned).sum();
    }

    /** What each call returned, thread after thread. */
    public List<Long> returns() {
        return calls().stream().map(Call::returned).toList();
    }

    /** The calls per kind of operation they named, by the actor's names of the kinds, in the actor's order. */
    public Map<String, OperationCount> operations() {
        Map<String, OperationCount> counts = new LinkedHashMap<>();
        for (Call call : calls()) {
            if (call.operation() >= 0) {
                counts.merge(actor.operations().get(call.operation()), new OperationCount(0, 0, 0).plus(call),
                        (a, b) -> new OperationCount(a.ok() + b.ok(), a.failed() + b.failed(), a.rows() + b.rows()));
            }
        }
        return counts;
    }

    /** The count in {@code unit} of the calls whose slot began at or after {@code from} and that ended by {@code to}. */
    long measured(Unit unit, long from, long to) {
        return calls().stream().filter(c -> c.slotStart() >= from && c.end() <= to)
                .mapToLong(c -> unit.sumsReturns() ? c.returned() : 1).sum();
    }

    /** When its last call ended (0 when it made none). */
    long lastEnd() {
        return calls().stream().mapToLong(Call::end).max().orElse(0);
    }
}
