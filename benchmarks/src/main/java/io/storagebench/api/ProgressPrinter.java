package io.storagebench.api;

import io.storagebench.results.StepResult;
import io.storagebench.runner.ActorProgress;
import io.storagebench.runner.Progress;
import io.storagebench.runner.RunListener;
import io.storagebench.workload.Step;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A progress bar per step on a terminal (one line redrawn each second), or a line every few seconds and one per
 * finished step when the output is a file or a CI log.
 */
class ProgressPrinter implements RunListener {
    private final PrintWriter out;
    private final boolean terminal;
    private long lastPlainSecond;

    ProgressPrinter(PrintWriter out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    @Override
    public synchronized void stepStarted(Step step) {
        lastPlainSecond = 0;
        if (terminal) {
            out.print("\r" + step.name() + " starting...");
            out.flush();
        }
    }

    @Override
    public synchronized void tick(Progress p) {
        if (terminal) {
            out.print("\r" + line(p) + "\u001b[K");
            out.flush();
        } else if ((long) p.elapsedSeconds() >= lastPlainSecond + Defaults.PLAIN_PROGRESS_EVERY_SECONDS) {
            lastPlainSecond = (long) p.elapsedSeconds();
            out.println(line(p));
        }
    }

    @Override
    public synchronized void afterStepStarted(Step step) {
        if (step.after().quiesce() || !step.after().window().isZero()) {
            String text = step.name() + ": " + (step.after().quiesce() ? "quiesce and " : "") + "wait up to "
                    + step.after().window().toSeconds() + " s";
            if (terminal) {
                out.print("\r" + text + "\u001b[K");
                out.flush();
            } else {
                out.println(text);
            }
        }
    }

    @Override
    public synchronized void stepFinished(StepResult r) {
        String rate = r.headline() == null ? "" : String.format(Locale.ROOT, "%,.0f %s", r.headline().value(),
                r.headline().label());
        String sla = r.slas().isEmpty() ? "" : String.format(Locale.ROOT, ", background %,.1f rows/s %s",
                r.slas().get(0).achievedPerSecond(), r.slas().get(0).passed() ? "(SLA pass)" : "(SLA FAIL)");
        out.print((terminal ? "\r" : "") + String.format(Locale.ROOT, "%-7s %s in %.1f s: %s%s", r.name(),
                r.status().name().toLowerCase(Locale.ROOT), r.elapsedSeconds(), rate, sla)
                + (terminal ? "\u001b[K" : "") + System.lineSeparator());
        out.flush();
    }

    private static String line(Progress p) {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%-7s ", p.step()));
        if (p.fractionDone().isPresent()) {
            double f = Math.min(1, p.fractionDone().getAsDouble());
            int filled = (int) Math.round(f * Defaults.BAR_WIDTH);
            s.append('[').append("#".repeat(filled)).append(".".repeat(Defaults.BAR_WIDTH - filled)).append(']')
                    .append(String.format(Locale.ROOT, " %3.0f%%", f * 100));
        }
        s.append(String.format(Locale.ROOT, " %6.1f s%s", p.elapsedSeconds(), p.warmup() ? " warmup" : ""));
        for (ActorProgress a : p.actors()) {
            s.append(String.format(Locale.ROOT, " | %s %,.0f ops/s %,.0f rows/s", a.actor(),
                    a.lastSecondOpsPerSecond(), a.lastSecondRowsPerSecond()));
        }
        return s.toString();
    }
}
