package io.storagebench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Per-thread context switches summed into a counter that only moves forward while threads come and go. */
class TaskSwitchesTest {
    @Test
    void theFirstReadIsTheBaselineAndLaterReadsAddEachThreadsIncrease() {
        TaskSwitches s = new TaskSwitches();
        long base = s.add(Map.of("1/1", 100L, "1/2", 50L));
        assertThat(s.add(Map.of("1/1", 110L, "1/2", 55L)) - base).isEqualTo(15);
    }

    @Test
    void aThreadThatExitsKeepsWhatWasCountedAndANewThreadCountsWhole() {
        TaskSwitches s = new TaskSwitches();
        long base = s.add(Map.of("1/1", 100L, "1/2", 5000L));
        long after = s.add(Map.of("1/1", 110L, "1/3", 40L)); // 1/2 exited, 1/3 started
        assertThat(after - base).isEqualTo(10 + 40);
        assertThat(s.add(Map.of("1/1", 110L)) - after).isZero(); // 1/3 exited: no step back
    }

    @Test
    void aReusedThreadIdWithASmallerCountIsANewThread() {
        TaskSwitches s = new TaskSwitches();
        long base = s.add(Map.of("1/7", 900L));
        assertThat(s.add(Map.of("1/7", 30L)) - base).isEqualTo(30);
    }
}
