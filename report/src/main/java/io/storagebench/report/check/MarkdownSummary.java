package io.storagebench.report.check;

import io.storagebench.report.Defaults;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The check as Markdown for a CI job summary or a PR comment: the outcome, both sides, whether the noise is known,
 * then one table row per verdict, failures first. Rows stop before {@link Defaults#CHECK_MARKDOWN_MAX_CHARS} (GitHub
 * truncates a summary beyond 64 KiB), with a line saying how many were left out, so any number of steps fits.
 */
public final class MarkdownSummary {
    /** Room kept for the line that counts the rows left out. */
    private static final int TRAILER = 200;

    private MarkdownSummary() {
    }

    public static String markdown(CheckResult result) {
        StringBuilder s = new StringBuilder();
        s.append("## storagebench check: ").append(result.passed() ? "passed" : "FAILED").append(" (")
                .append(result.workload()).append(")\n\n");
        s.append("- baseline: ").append(cell(result.baselineLabel())).append(", ").append(result.baselineRepeats())
                .append(" run(s)\n");
        s.append("- candidate: ").append(cell(result.candidateLabel())).append(", ")
                .append(result.candidateRepeats()).append(" run(s)\n");
        s.append("- noise: ").append(result.noiseKnown()
                ? "known: a regression needs the repeats' ranges apart"
                : "unknown: single run on a side, so the thresholds alone decide").append('\n');
        s.append("- ").append(count(result, Outcome.REGRESSION)).append(" regression(s), ")
                .append(count(result, Outcome.FAILED)).append(" failed, ")
                .append(count(result, Outcome.WITHIN_NOISE)).append(" within noise, ")
                .append(count(result, Outcome.IMPROVED)).append(" improved, of ").append(result.verdicts().size())
                .append(" checks over ").append(result.steps().size()).append(" step(s)\n\n");
        s.append("| step | figure | baseline | candidate | change | threshold | verdict |\n");
        s.append("|---|---|--:|--:|--:|--:|---|\n");
        List<Verdict> ordered = new ArrayList<>(result.verdicts());
        ordered.sort(Comparator.comparingInt(MarkdownSummary::rank));
        int shown = 0;
        for (Verdict v : ordered) {
            String row = row(v);
            if (s.length() + row.length() > Defaults.CHECK_MARKDOWN_MAX_CHARS - TRAILER) {
                break;
            }
            s.append(row);
            shown++;
        }
        if (shown < ordered.size()) {
            long failing = ordered.subList(shown, ordered.size()).stream().filter(v -> v.outcome().fails()).count();
            s.append("\n_").append(ordered.size() - shown).append(" more checks not shown (").append(failing)
                    .append(" of them failing); the JUnit report has them all._\n");
        }
        return s.toString();
    }

    /** Failures first, then what a reader should look at, then the passes. */
    private static int rank(Verdict v) {
        return switch (v.outcome()) {
            case FAILED -> 0;
            case REGRESSION -> 1;
            case WITHIN_NOISE -> 2;
            case IMPROVED -> 3;
            case PASS -> 4;
        };
    }

    private static long count(CheckResult result, Outcome outcome) {
        return result.verdicts().stream().filter(v -> v.outcome() == outcome).count();
    }

    private static String row(Verdict v) {
        String verdict = (v.outcome().fails() ? "**" : "") + v.outcome().name().toLowerCase(Locale.ROOT)
                .replace('_', ' ') + (v.outcome().fails() ? "**" : "") + (v.note() == null ? "" : ": " + v.note());
        return "| " + cell(v.step()) + " | " + cell(v.figure()) + " | " + measure(v, true) + " | " + measure(v, false)
                + " | " + v.change()
                + " | " + (v.thresholdPercent() == null ? "" : Thresholds.shown(v.thresholdPercent(),
                v.direction())) + " | " + cell(verdict) + " |\n";
    }

    private static String measure(Verdict v, boolean baseline) {
        var m = baseline ? v.baseline() : v.candidate();
        if (m == null) {
            return "";
        }
        String mean = Verdict.number(m.mean()) + (v.unit().isEmpty() ? "" : " " + v.unit());
        return cell(m.n() > 1 ? mean + " [" + Verdict.number(m.min()) + ", " + Verdict.number(m.max()) + "]" : mean);
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace('\n', ' ');
    }
}
