package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.Bundles;
import org.junit.jupiter.api.Test;

class TerminalSummaryTest {
    @Test
    void showsTheHeadlineRateTheBackgroundRateWithItsVerdictAndLatency() {
        String text = TerminalSummary.render(Bundles.sample());
        assertThat(text).contains("rocksdb 10.4.2", "insert-benchmark/tiny", "seed 42");
        String row = text.lines().filter(l -> l.startsWith("qr100")).findFirst().orElseThrow();
        // qps 50.0, background 100.0 rows/s against target 100, pass, p50 10 us, p99 80 us, max 0.900 ms
        assertThat(row.split("\\s+")).containsExactly("qr100", "50.0", "qps", "100.0", "100", "pass", "10.0",
                "80.0", "0.900", "OK");
    }
}
