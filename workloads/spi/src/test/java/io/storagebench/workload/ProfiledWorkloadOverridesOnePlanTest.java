package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A workload writes one {@code plan}: the one without shards for a workload that cannot be split, the one with a
 * shard for one that can; the other follows, and a workload that writes neither is refused when it is made.
 */
class ProfiledWorkloadOverridesOnePlanTest {
    private static final List<String> PROFILES = List.of("tiny", "small");
    private static final List<ParameterSpec> PARAMETERS = List.of(ParameterSpec.of(PROFILES, "rows", "rows", 10, 20));

    static final class Whole extends ProfiledWorkload {
        Whole() {
            super("whole", "cannot be split", PROFILES, PARAMETERS);
        }

        @Override
        protected WorkloadPlan plan(String profile, ParameterSet values) {
            return new WorkloadPlan(name(), profile, values.asMap(), 1, Set.of(), List.of());
        }
    }

    static final class Split extends ProfiledWorkload {
        Split() {
            super("split", "splits its rows", PROFILES, PARAMETERS);
        }

        @Override
        protected WorkloadPlan plan(String profile, ParameterSet values, Shard shard) {
            long rows = shard.range(values.longIn("rows", 1, 1000)).size();
            return new WorkloadPlan(name(), profile, Map.of("rows", String.valueOf(rows)), 1, Set.of(), List.of());
        }
    }

    static final class Neither extends ProfiledWorkload {
        Neither() {
            super("neither", "writes no plan", PROFILES, PARAMETERS);
        }
    }

    @Test
    void aWorkloadThatWritesOnlyTheWholePlanRunsWholeAndRefusesShards() {
        assertThat(new Whole().plan("small", Map.of()).parameters()).containsEntry("rows", "20");
        assertThat(new Whole().plan("tiny", Map.of("rows", "5"), Shard.WHOLE).parameters()).containsEntry("rows", "5");
        assertThatThrownBy(() -> new Whole().plan("tiny", Map.of(), new Shard(1, 2)))
                .isInstanceOf(InvalidParameterException.class).hasMessage("workload whole cannot be run in shards");
    }

    @Test
    void aWorkloadThatWritesOnlyTheShardedPlanIsItsWholeRunWithoutAShard() {
        assertThat(new Split().plan("small", Map.of()).parameters()).containsEntry("rows", "20");
        assertThat(new Split().plan("small", Map.of(), new Shard(0, 3)).parameters()).containsEntry("rows", "6");
    }

    @Test
    void aWorkloadThatWritesNeitherPlanIsRefusedWhenItIsMade() {
        assertThatThrownBy(Neither::new).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Neither must override plan(String, ParameterSet) or "
                        + "plan(String, ParameterSet, Shard)");
    }
}
