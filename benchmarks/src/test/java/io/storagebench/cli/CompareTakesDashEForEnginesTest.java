package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code compare -e rocksdb --versions ...}, as the issue and run's {@code -e} have it: -e names compare's engines. */
class CompareTakesDashEForEnginesTest {
    @Test
    void dashEIsTheEnginesOption() {
        CommandLineRun r = CommandLineRun.run("compare", "-e", "rocksdb,nosuch");

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("compare: unknown engine 'nosuch'").hasLineCount(1);
    }
}
