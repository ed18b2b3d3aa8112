package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.time.Instant;
import java.util.List;

/** What the shard tests check of every sharded run's bundles, however its shards were started. */
final class ShardSteps {
    private ShardSteps() {
    }

    /** Each step of any shard starts only after every shard finished the step before (50 ms for clock rounding). */
    static void assertEachStepStartsAfterEveryShardFinishedTheOneBefore(List<ResultBundle> shards,
                                                                         List<String> steps) {
        for (int k = 1; k < steps.size(); k++) {
            double previousEnd = 0;
            double start = Double.MAX_VALUE;
            for (ResultBundle b : shards) {
                StepResult before = b.steps().get(k - 1);
                previousEnd = Math.max(previousEnd, seconds(before.startedAt()) + before.elapsedSeconds());
                start = Math.min(start, seconds(b.steps().get(k).startedAt()));
            }
            assertThat(start).as("%s starts after every shard finished %s", steps.get(k), steps.get(k - 1))
                    .isGreaterThanOrEqualTo(previousEnd - 0.05);
        }
    }

    /** The bundle's step of that name. */
    static StepResult step(ResultBundle bundle, String name) {
        return bundle.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static double seconds(String instant) {
        Instant t = Instant.parse(instant);
        return t.getEpochSecond() + t.getNano() / 1e9;
    }
}
