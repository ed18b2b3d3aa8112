package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.kv.IoEfficiency;
import io.storagebench.kv.KeyValueBenchmark;
import io.storagebench.sysbench.Sysbench;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which parameters take a list of values, one run each: the client and thread counts. Lists that are one value
 * (tests, steps, query.rates, io-efficiency's threads) still reach the plan; a list anywhere else is refused in a line
 * that names the sweepable parameters.
 */
class SweepableParametersTest {
    @Test
    void theClientAndThreadCountsAreSweepableAndSysbenchsHasThePublishedList() {
        assertThat(sweepable(new Sysbench())).containsExactly("threads");
        assertThat(sweepable(new InsertBenchmark())).containsExactly("clients");
        assertThat(sweepable(new KeyValueBenchmark())).containsExactly("threads");
        assertThat(sweepable(new IoEfficiency())).isEmpty();
        ParameterSpec threads = new Sysbench().parameters().stream().filter(p -> p.name().equals("threads"))
                .findFirst().orElseThrow();
        assertThat(threads.sweep()).containsExactly(1, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48);
    }

    @Test
    void valuesThatAreListsOfTheirOwnStillReachThePlan() {
        assertThat(new Sysbench().plan("tiny", Map.of("tests", "point-query,scan")).parameters())
                .containsEntry("tests", "point-query,scan");
        assertThat(new InsertBenchmark().plan("tiny", Map.of("steps", "l.i0,l.x")).parameters())
                .containsEntry("steps", "l.i0,l.x");
        assertThat(new IoEfficiency().plan("tiny", Map.of("threads", "1,4")).parameters())
                .containsEntry("threads", "1,4");
    }

    @Test
    void aListForAParameterThatTakesOneValueNamesTheSweepableOnes() {
        assertThatThrownBy(() -> new Sysbench().plan("tiny", Map.of("tables", "1,2")))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("parameter tables takes one value, not the list '1,2'; a list of values, one run each, "
                        + "is for threads (e.g. -p threads=1,2,4)");
        assertThatThrownBy(() -> new IoEfficiency().plan("tiny", Map.of("seconds", "1,2")))
                .hasMessageEndingWith("; no parameter of io-efficiency takes a list of values");
    }

    @Test
    void aSweepThatReachesAPlanUnexpandedSaysRunExpandsIt() {
        for (String value : List.of("1,2", "sweep")) {
            assertThatThrownBy(() -> new Sysbench().plan("tiny", Map.of("threads", value)))
                    .isInstanceOf(InvalidParameterException.class)
                    .hasMessage("parameter threads takes one value per run here: '" + value + "' is a sweep, which "
                            + "storagebench run runs (one run per value)");
        }
    }

    private static List<String> sweepable(Workload w) {
        return w.parameters().stream().filter(p -> p.values() == ParameterSpec.Values.SWEEP).map(ParameterSpec::name)
                .toList();
    }
}
