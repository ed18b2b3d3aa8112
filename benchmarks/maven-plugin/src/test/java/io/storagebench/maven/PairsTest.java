package io.storagebench.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.api.BadInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Map settings given as one -D property: space-separated items over the POM's, values that hold commas kept whole. */
class PairsTest {
    @Test
    void thePropertysItemsGoOverThePomsMapAndAListOfStepsStaysOneValue() {
        Map<String, String> merged = Pairs.merged(Map.of("rows.l.i0", "20000", "clients", "1"),
                " rows.l.i0=1000   steps=l.i0,l.x ", "storagebench.params");

        assertThat(merged).containsOnly(Map.entry("rows.l.i0", "1000"), Map.entry("clients", "1"),
                Map.entry("steps", "l.i0,l.x"));
    }

    @Test
    void noPomMapAndNoPropertyIsNoSettings() {
        assertThat(Pairs.merged(null, null, "storagebench.params")).isEmpty();
    }

    @Test
    void anItemWithoutANameIsOneLineNamingTheProperty() {
        assertThatThrownBy(() -> Pairs.merged(null, "compression", "storagebench.engineOptions"))
                .isInstanceOf(BadInputException.class)
                .hasMessage("bad -Dstoragebench.engineOptions item 'compression': expected NAME=VALUE, items "
                        + "separated by spaces");
    }

    @Test
    void eachVariedSettingRunsOncePerCommaSeparatedValue() {
        assertThat(Pairs.lists(Map.of("compression", "none, zstd"))).containsExactly(
                Map.entry("compression", List.of("none", "zstd")));
    }
}
