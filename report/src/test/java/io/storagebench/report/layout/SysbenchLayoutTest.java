package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SysbenchLayoutTest {
    @Test
    void testsAreGroupedAsMarksScriptsDo_readWriteCountsAsAWrite() {
        assertThat(SysbenchLayout.group("point-query")).isEqualTo("point");
        assertThat(SysbenchLayout.group("points-covered-pk")).isEqualTo("point");
        assertThat(SysbenchLayout.group("range-covered-si")).isEqualTo("range");
        assertThat(SysbenchLayout.group("scan")).isEqualTo("range");
        assertThat(SysbenchLayout.group("read-only.range=100")).isEqualTo("range with aggregation");
        assertThat(SysbenchLayout.group("read-write.range=10")).isEqualTo("writes");
        assertThat(SysbenchLayout.group("update-index")).isEqualTo("writes");
        assertThat(SysbenchLayout.group("insert")).isEqualTo("writes");
    }
}
