package io.storagebench.report.check;

import java.util.List;

/**
 * The verdicts of a check, step by step in the baseline's order, with how many repeats each side had: the noise is
 * known only when both have more than one.
 */
public record CheckResult(String workload, String baselineLabel, String candidateLabel, int baselineRepeats,
                          int candidateRepeats, List<Verdict> verdicts) {
    public CheckResult {
        verdicts = List.copyOf(verdicts);
    }

    public boolean noiseKnown() {
        return baselineRepeats > 1 && candidateRepeats > 1;
    }

    public boolean passed() {
        return verdicts.stream().noneMatch(v -> v.outcome().fails());
    }

    public List<Verdict> failures() {
        return verdicts.stream().filter(v -> v.outcome().fails()).toList();
    }

    public List<String> steps() {
        return verdicts.stream().map(Verdict::step).distinct().toList();
    }
}
