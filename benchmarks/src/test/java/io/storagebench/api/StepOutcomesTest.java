package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A step's outcome in the sync directory: the first written is the one every shard reads, whatever came after. */
class StepOutcomesTest {
    @TempDir
    Path dir;

    @Test
    void theFirstOutcomeWrittenForAStepIsTheOneEveryShardGets() {
        StepOutcomes outcomes = new StepOutcomes(dir);
        assertThat(outcomes.read(0)).isNull();
        assertThat(outcomes.decide(0, StepOutcomes.WENT_ON)).isEqualTo("went on");
        assertThat(outcomes.decide(0, StepOutcomes.gaveUp("1/2"))).isEqualTo("went on");
        assertThat(outcomes.decide(1, StepOutcomes.gaveUp("1/2"))).isEqualTo("gave up by shard 1/2");
        assertThat(outcomes.decide(1, StepOutcomes.WENT_ON)).isEqualTo("gave up by shard 1/2");
        assertThat(StepOutcomes.whoGaveUp(outcomes.read(1))).isEqualTo("1/2");
        assertThat(StepOutcomes.whoGaveUp(outcomes.read(0))).isNull();
    }

    @Test
    void shardsDecidingAStepAtTheSameMomentAllGetOneOutcomeAndNoTemporaryFileIsLeft() throws Exception {
        int shards = 8;
        int steps = 50;
        ExecutorService pool = Executors.newFixedThreadPool(shards);
        try {
            List<Future<List<String>>> decided = new ArrayList<>();
            CountDownLatch start = new CountDownLatch(1);
            for (int s = 0; s < shards; s++) {
                String proposed = s % 2 == 0 ? StepOutcomes.WENT_ON : StepOutcomes.gaveUp(s + "/" + shards);
                decided.add(pool.submit(() -> {
                    StepOutcomes outcomes = new StepOutcomes(dir);
                    start.await();
                    List<String> got = new ArrayList<>();
                    for (int step = 0; step < steps; step++) {
                        got.add(outcomes.decide(step, proposed));
                    }
                    return got;
                }));
            }
            start.countDown();
            List<String> first = decided.get(0).get();
            for (Future<List<String>> other : decided) {
                assertThat(other.get()).isEqualTo(first);
            }
            for (int step = 0; step < steps; step++) {
                assertThat(new StepOutcomes(dir).read(step)).isEqualTo(first.get(step));
            }
        } finally {
            pool.shutdownNow();
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).allMatch(n -> n.endsWith(".outcome"))
                    .hasSize(steps);
        }
    }
}
