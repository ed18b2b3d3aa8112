package io.storagebench.report.compare;

import io.storagebench.results.FunctionCost;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where a step's CPU went between two runs: for each process group both sides profiled with the same CPU profiler
 * ({@link #pairs}), the functions whose CPU µs
 * per operation of their own (a flat profile: share of samples × the step's CPU per operation) changed most. Both
 * sides' figures are the functions their bundles name (the top ones by own and by total samples); a function
 * named on one side only is below the other side's list, and counts as 0 there, so its change is an upper bound.
 *
 * @param group     the process group ({@code client}, {@code server})
 * @param function  the function
 * @param baseline  its µs per operation in the baseline
 * @param candidate its µs per operation in the candidate
 * @param share     its change as a share of the change of the group's CPU per operation, or null when that did not
 *                  move or is absent
 */
public record CpuShift(String group, String function, double baseline, double candidate, Double share) {

    public double delta() {
        return candidate - baseline;
    }

    /** The {@code limit} functions whose µs per operation moved most, largest move first, over every group. */
    public static List<CpuShift> between(StepResult baseline, StepResult candidate, int limit) {
        List<CpuShift> out = new ArrayList<>();
        for (Pair pair : pairs(baseline, candidate)) {
            ProfileResult b = pair.baseline();
            ProfileResult c = pair.candidate();
            Double cpuChange = change(baseline.metric(b.basis()), candidate.metric(c.basis()));
            Set<String> names = new LinkedHashSet<>();
            b.functions().forEach(f -> names.add(f.function()));
            c.functions().forEach(f -> names.add(f.function()));
            for (String name : names) {
                double before = self(b, name);
                double after = self(c, name);
                out.add(new CpuShift(c.group(), name, before, after,
                        cpuChange == null || cpuChange == 0 ? null : (after - before) / cpuChange));
            }
        }
        out.sort(Comparator.comparingDouble((CpuShift s) -> -Math.abs(s.delta())).thenComparing(CpuShift::function));
        return out.subList(0, Math.min(limit, out.size()));
    }

    /**
     * The candidate's CPU profiles, each with the baseline's of the same group and profiler: a profile with no CPU
     * basis (a count of thread stacks, which says where threads wait, not what they burn) is never matched, so a
     * stacks profile listed before the CPU one of its group cannot hide it.
     */
    public static List<Pair> pairs(StepResult baseline, StepResult candidate) {
        List<Pair> out = new ArrayList<>();
        for (ProfileResult c : candidate.profiles()) {
            if (!cpu(c)) {
                continue;
            }
            baseline.profiles().stream().filter(p -> cpu(p) && p.group().equals(c.group())
                    && p.profiler().equals(c.profiler())).findFirst().ifPresent(b -> out.add(new Pair(b, c)));
        }
        return out;
    }

    /** A baseline's and a candidate's CPU profile of one process group, taken by the same profiler. */
    public record Pair(ProfileResult baseline, ProfileResult candidate) {
    }

    private static boolean cpu(ProfileResult p) {
        return p.present() && p.basis() != null;
    }

    /** The function that grew most (for a failed figure's message), if both sides were profiled and one grew. */
    public static Optional<CpuShift> topGrowth(StepResult baseline, StepResult candidate) {
        return between(baseline, candidate, Integer.MAX_VALUE).stream().filter(s -> s.delta() > 0).findFirst();
    }

    private static double self(ProfileResult p, String function) {
        FunctionCost f = p.function(function);
        return f == null || f.selfUsPerOp() == null ? 0 : f.selfUsPerOp();
    }

    private static Double change(MetricResult before, MetricResult after) {
        return before == null || after == null || !before.present() || !after.present() ? null
                : after.value() - before.value();
    }
}
