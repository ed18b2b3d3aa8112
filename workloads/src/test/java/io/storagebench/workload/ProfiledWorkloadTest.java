package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.kv.IoEfficiency;
import io.storagebench.kv.KeyValueBenchmark;
import io.storagebench.sysbench.Sysbench;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The four workloads answer from their definition and refuse a bad profile or parameter in the same words. */
class ProfiledWorkloadTest {
    private static final List<ProfiledWorkload> WORKLOADS = List.of(new InsertBenchmark(), new Sysbench(),
            new KeyValueBenchmark(), new IoEfficiency());

    @Test
    void everyWorkloadRefusesAnUnknownProfileAndParameterInTheSameWords() {
        for (ProfiledWorkload w : WORKLOADS) {
            assertThatThrownBy(() -> w.plan("huge", Map.of())).as(w.name())
                    .isInstanceOf(InvalidParameterException.class)
                    .hasMessage("unknown profile 'huge' for workload " + w.name() + " (profiles: "
                            + String.join(", ", w.profiles()) + ")");
            assertThatThrownBy(() -> w.plan(w.profiles().get(0), Map.of("no-such", "1"))).as(w.name())
                    .isInstanceOf(InvalidParameterException.class)
                    .hasMessage("unknown parameter 'no-such' for workload " + w.name()
                            + " (see: storagebench workloads --verbose)");
        }
    }

    @Test
    void aPlanCarriesItsWorkloadsNameAndEveryParameterOfTheProfileWithTheOverridesApplied() {
        for (ProfiledWorkload w : WORKLOADS) {
            String profile = w.profiles().get(w.profiles().size() - 1);
            Map<String, String> expected = w.parameters().stream()
                    .collect(Collectors.toMap(ParameterSpec::name, p -> p.profileValues().get(profile)));
            expected.put("seed", "7");
            WorkloadPlan plan = w.plan(profile, Map.of("seed", " 7 "));
            assertThat(plan.workload()).isEqualTo(w.name());
            assertThat(plan.profile()).isEqualTo(profile);
            assertThat(plan.parameters()).as(w.name()).isEqualTo(expected);
            assertThat(plan.seed()).as(w.name()).isEqualTo(7);
        }
    }

    @Test
    void aSpecHasOneValueForEveryProfileOrOnePerProfile() {
        List<String> profiles = List.of("tiny", "big");
        assertThat(ParameterSpec.of(profiles, "rows", "rows", 10).profileValues())
                .isEqualTo(Map.of("tiny", "10", "big", "10"));
        assertThat(ParameterSpec.of(profiles, "rows", "rows", "1k", "1M").profileValues())
                .isEqualTo(Map.of("tiny", "1k", "big", "1M"));
        assertThatThrownBy(() -> ParameterSpec.of(profiles, "rows", "rows", 1, 2, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("parameter rows has 3 values for 2 profiles");
    }
}
