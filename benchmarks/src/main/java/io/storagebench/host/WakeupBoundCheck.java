package io.storagebench.host;

import io.storagebench.results.ActorResult;
import io.storagebench.results.StepResult;
import io.storagebench.results.WakeupLatency;
import io.storagebench.runner.StepCheck;
import java.util.List;
import java.util.Locale;

/**
 * Marks a step whose time per operation is mostly the host's wake-up latency: its headline actor is one closed-loop
 * thread talking to a server (every operation waits for another process and so wakes an idle CPU twice), and the
 * self-test's wake-up cost is at least {@link WakeupSelfTest#MOSTLY_WAKEUP_SHARE} of the time per operation
 * ({@link WakeupSelfTest#mostlyWakeup}). Such a figure measures the host more than the engine, and two clients that
 * idle differently get different numbers from the same server. Embedded engines are never marked: their operations
 * run on the calling thread and wait for nobody.
 */
public final class WakeupBoundCheck implements StepCheck {
    private final WakeupLatency wakeup;
    private final boolean qosHeld;

    /**
     * @param wakeup  the self-test's figures (null: not measured, nothing is marked)
     * @param qosHeld whether the run holds the CPU latency QoS request (the warning then does not suggest it)
     */
    public WakeupBoundCheck(WakeupLatency wakeup, boolean qosHeld) {
        this.wakeup = wakeup;
        this.qosHeld = qosHeld;
    }

    @Override
    public List<String> warnings(StepResult step) {
        if (wakeup == null || step.headline() == null || step.measuredSeconds() <= 0) {
            return List.of();
        }
        ActorResult actor = step.actor(step.headline().actor());
        if (actor == null || actor.threads() != 1 || !"closed-loop".equals(actor.pacing()) || actor.ops() == 0) {
            return List.of();
        }
        double opMicros = step.measuredSeconds() * 1e6 / actor.ops();
        if (!WakeupSelfTest.mostlyWakeup(opMicros, wakeup)) {
            return List.of();
        }
        return List.of(String.format(Locale.ROOT, "%s: 1 client at %.1f us an operation, of which this host's wake-up "
                        + "costs %.1f us (loopback round trip %.1f us idle, %.1f us with a CPU kept busy): the figure "
                        + "measures the host's idle wake-ups more than the engine%s", step.name(), opMicros,
                wakeup.wakeupMicros(), wakeup.socketIdleMedianMicros(), wakeup.socketBusyMedianMicros(),
                qosHeld ? "" : "; --cpu-latency-qos keeps idle CPUs quick to wake"));
    }
}
