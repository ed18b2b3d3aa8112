package io.storagebench.report.check;

import io.storagebench.report.compare.ComparisonException;
import io.storagebench.report.compare.CpuShift;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Value;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The regression gate: candidate bundles against baseline bundles of the same workload and settings. Each side's
 * bundles are the repeats of one {@link Run}. Per step it judges the candidate's status and SLA, then each
 * {@link Figure} both sides have: a regression is a move the figure's bad way beyond its threshold and, when both
 * sides have repeats, outside their noise: the candidate's best repeat beyond the baseline's worst by more than the
 * threshold; with a single run on either side the noise is unknown, so the means' change alone decides and the
 * verdict says so.
 */
public final class Gate {
    private Gate() {
    }

    /**
     * @throws ComparisonException when a side is empty, or settings differ (between the sides, or between one side's
     *                             repeats) beyond the allowed differences; the message names each
     */
    public static CheckResult check(List<ResultBundle> baselines, List<ResultBundle> candidates, CheckOptions options) {
        if (baselines.isEmpty() || candidates.isEmpty()) {
            throw new ComparisonException("check needs baseline and candidate bundles");
        }
        refuseDifferences("the baseline's repeats differ", baselines, options);
        refuseDifferences("the candidate's repeats differ", candidates, options);
        List<SettingsDifference> between = unallowed(baselines.get(0), candidates.get(0), options);
        if (!between.isEmpty()) {
            throw new ComparisonException("baseline and candidate settings differ: " + joined(between)
                    + "; pass --allow-difference " + String.join(",", between.stream().map(SettingsDifference::name)
                    .toList()) + " if that is the point");
        }
        Run baseline = new Run("baseline", baselines);
        Run candidate = new Run("candidate", candidates);
        List<Verdict> verdicts = new ArrayList<>();
        for (String step : steps(baselines, candidates)) {
            verdicts.addAll(step(step, baseline, candidate, options.thresholds()));
        }
        return new CheckResult(baselines.get(0).workload().name() + "/" + baselines.get(0).workload().profile(),
                label(baselines.get(0)), label(candidates.get(0)), baselines.size(), candidates.size(), verdicts);
    }

    private static void refuseDifferences(String what, List<ResultBundle> side, CheckOptions options) {
        for (ResultBundle other : side.subList(1, side.size())) {
            List<SettingsDifference> d = unallowed(side.get(0), other, options);
            if (!d.isEmpty()) {
                throw new ComparisonException(what + ": " + joined(d));
            }
        }
    }

    private static List<SettingsDifference> unallowed(ResultBundle a, ResultBundle b, CheckOptions options) {
        return SettingsDifference.between(a, b).stream()
                .filter(d -> !options.allowedDifferences().contains(d.name())).toList();
    }

    private static String joined(List<SettingsDifference> differences) {
        return String.join(", ", differences.stream().map(SettingsDifference::toString).toList());
    }

    private static String label(ResultBundle b) {
        return b.engine().name() + " " + b.engine().version() + " (" + b.framework().version()
                + (b.framework().gitCommit() == null ? "" : " " + b.framework().gitCommit()) + ")";
    }

    /** The baseline's steps in its order, then any the candidate alone has. */
    private static List<String> steps(List<ResultBundle> baselines, List<ResultBundle> candidates) {
        Set<String> names = new LinkedHashSet<>();
        baselines.forEach(b -> b.steps().forEach(s -> names.add(s.name())));
        candidates.forEach(b -> b.steps().forEach(s -> names.add(s.name())));
        return new ArrayList<>(names);
    }

    static List<Verdict> step(String step, Run baseline, Run candidate, Thresholds thresholds) {
        List<Verdict> out = new ArrayList<>();
        out.add(status(step, baseline, candidate));
        Verdict sla = sla(step, candidate);
        if (sla != null) {
            out.add(sla);
        }
        for (Figure figure : Figure.values()) {
            if (figure.appliesTo(baseline, step) || figure.appliesTo(candidate, step)) {
                out.add(figure(step, figure, baseline, candidate, thresholds));
            }
        }
        return out;
    }

    private static Verdict status(String step, Run baseline, Run candidate) {
        List<StepResult> steps = candidate.steps(step);
        if (steps.size() < candidate.repeats().size()) {
            return new Verdict(step, "status", "", null, null, null, null, null, Outcome.FAILED,
                    (candidate.repeats().size() - steps.size()) + " of "
                    + candidate.repeats().size() + " candidate runs lack the step");
        }
        for (StepResult s : steps) {
            if (s.status() != RunStatus.OK) {
                return new Verdict(step, "status", "", null, null, null, null, null, Outcome.FAILED,
                        "the candidate's step is " + s.status() + (s.error() == null ? "" : ": " + s.error()));
            }
        }
        String note = baseline.steps(step).isEmpty() ? "new step, no baseline" : null;
        return new Verdict(step, "status", "", null, null, null, null, null, Outcome.PASS, note);
    }

    private static Verdict sla(String step, Run candidate) {
        List<SlaResult> slas = new ArrayList<>();
        candidate.steps(step).forEach(s -> slas.addAll(s.slas()));
        if (slas.isEmpty()) {
            return null;
        }
        for (SlaResult sla : slas) {
            if (!sla.passed()) {
                return new Verdict(step, "sla", sla.unit().toLowerCase(java.util.Locale.ROOT) + "/s", null, null,
                        null, null, null, Outcome.FAILED, String.format(java.util.Locale.ROOT,
                        "%s achieved %s/s, below its SLA of %s/s (%.0f%% of the %s/s target)", sla.actor(),
                        Verdict.number(sla.achievedPerSecond()), Verdict.number(sla.threshold()),
                        sla.minShare() * 100, Verdict.number(sla.targetPerSecond())));
            }
        }
        return new Verdict(step, "sla", "", null, null, null, null, null, Outcome.PASS, null);
    }

    static Verdict figure(String step, Figure figure, Run baseline, Run candidate, Thresholds thresholds) {
        Run named = figure.appliesTo(candidate, step) ? candidate : baseline;
        String label = figure.label(named, step);
        String unit = figure.unit(named, step);
        Direction direction = figure.direction();
        double threshold = thresholds.percentFor(figure, label);
        Value b = figure.value(baseline, step);
        Value c = figure.value(candidate, step);
        if (!b.present() || !c.present()) {
            String note = !c.present() ? "not measured in the candidate: " + c.absentReason()
                    : "not measured in the baseline: " + b.absentReason();
            return new Verdict(step, label, unit, direction, b.measure(), c.measure(), null, threshold, Outcome.PASS,
                    note);
        }
        Measure base = b.measure();
        Measure cand = c.measure();
        if (base.mean() < figure.floor() && cand.mean() < figure.floor()) {
            return new Verdict(step, label, unit, direction, base, cand, null, threshold, Outcome.PASS,
                    "not judged: below " + Verdict.number(figure.floor()) + " " + unit + " on both sides");
        }
        double change = base.mean() == 0 ? (cand.mean() == 0 ? 0 : Double.POSITIVE_INFINITY)
                : (cand.mean() / base.mean() - 1) * 100;
        double badWay = direction == Direction.HIGHER_IS_BETTER ? -change : change;
        boolean repeats = base.n() > 1 && cand.n() > 1;
        Outcome outcome;
        String note = null;
        if (badWay > threshold) {
            if (!repeats) {
                outcome = Outcome.REGRESSION;
                note = noiseUnknown(base, cand);
            } else {
                double apart = apartBadWay(base, cand, direction);
                outcome = apart > threshold ? Outcome.REGRESSION : Outcome.WITHIN_NOISE;
                note = apart > threshold ? "outside noise: " + apart(apart, direction)
                        : cand.overlaps(base) ? "within noise: the repeats' ranges overlap"
                        : "within noise: " + apart(apart, direction) + ", not beyond the threshold";
            }
        } else {
            outcome = -badWay > threshold ? Outcome.IMPROVED : Outcome.PASS;
            note = repeats ? null : noiseUnknown(base, cand);
        }
        if (outcome == Outcome.REGRESSION) {
            String grew = grewMost(step, baseline, candidate);
            note = grew == null ? note : note == null ? grew : note + "; " + grew;
        }
        return new Verdict(step, label, unit, direction, base, cand, change, threshold, outcome, note);
    }

    /**
     * The function whose CPU per operation grew most between the sides' first profiled repeats of the step, as
     * "most grown: ExecScan +1.2 us/op (server)", or null when either side has no profile of it.
     */
    static String grewMost(String step, Run baseline, Run candidate) {
        StepResult b = baseline.steps(step).stream().filter(StepResult::profiled).findFirst().orElse(null);
        StepResult c = candidate.steps(step).stream().filter(StepResult::profiled).findFirst().orElse(null);
        if (b == null || c == null) {
            return null;
        }
        return CpuShift.topGrowth(b, c).map(s -> String.format(java.util.Locale.ROOT,
                "most grown: %s %+.2f us/op (%s)", s.function(), s.delta(), s.group())).orElse(null);
    }

    /**
     * How far, in percent the bad way, the candidate's best repeat lies beyond the baseline's worst: for a figure
     * better higher, how far the candidate's max is below the baseline's min. Positive only when the ranges are apart.
     * Judging this distance rather than the means' is what keeps a gate of dozens of figures quiet on an unchanged
     * rerun: with three repeats a side, two sides from one distribution have ranges apart the bad way one time in
     * twenty per figure, but seldom by more than the threshold.
     */
    static double apartBadWay(Measure base, Measure cand, Direction direction) {
        if (direction == Direction.HIGHER_IS_BETTER) {
            return base.min() == 0 ? 0 : (1 - cand.max() / base.min()) * 100;
        }
        if (base.max() == 0) {
            return cand.min() == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return (cand.min() / base.max() - 1) * 100;
    }

    private static String apart(double percent, Direction direction) {
        String way = direction == Direction.HIGHER_IS_BETTER ? "below" : "above";
        return Double.isInfinite(percent) ? "the candidate's best run is above 0, the baseline's worst is 0"
                : String.format(java.util.Locale.ROOT, "the candidate's best run is %.1f%% %s the baseline's worst",
                percent, way);
    }

    private static String noiseUnknown(Measure base, Measure cand) {
        return "noise unknown: a single run on " + (base.n() == 1 && cand.n() == 1 ? "each side"
                : base.n() == 1 ? "the baseline side" : "the candidate side");
    }
}
