package io.storagebench.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each option type parses its values one way and refuses a bad one with one wording: bad name 'value': expected. */
class OptionSpecParsingTest {
    private static final OptionSpec JOBS = OptionSpec.integer("jobs", "threads", 2, 1, 256);
    private static final OptionSpec BLOCK = OptionSpec.size("block-size", "block bytes", "8k", 256, 1L << 30);
    private static final OptionSpec SYNC = OptionSpec.bool("sync", "fsync on commit", "false");
    private static final OptionSpec MODE = OptionSpec.choice("mode", "how", "FULL", List.of("OFF", "NORMAL", "FULL"));

    @ParameterizedTest(name = "{0}")
    @CsvSource({"512, 512", "512b, 512", "3k, 3072", "3kb, 3072", "3KiB, 3072", "5m, 5242880", "5MB, 5242880",
            "5mib, 5242880", "2g, 2147483648", "2gb, 2147483648", "2GiB, 2147483648", "1t, 1099511627776",
            "1tb, 1099511627776", "1tib, 1099511627776", "' 8 g ', 8589934592", "0, 0"})
    void sizesTakeEverySuffixInBinaryUnits(String text, long bytes) {
        assertThat(OptionSpec.parseSize(text)).isEqualTo(bytes);
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource({"lots", "''", "k", "1.5g", "-1k", "8x", "8388608t", "9223372036854775808"})
    void aSizeThatIsNoneIsRefused(String text) {
        assertThatThrownBy(() -> OptionSpec.parseSize(text)).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void eachTypeParsesToItsValue() {
        assertThat(JOBS.parse(" 16 ")).isEqualTo(16L);
        assertThat(BLOCK.parse("64k")).isEqualTo(65536L);
        assertThat(SYNC.parse("on")).isEqualTo(true);
        assertThat(SYNC.parse("No")).isEqualTo(false);
        assertThat(MODE.parse("normal")).as("the listed spelling").isEqualTo("NORMAL");
        assertThat(OptionSpec.text("url", "server", null).parse(" as given ")).isEqualTo(" as given ");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "jobs       | 0      | bad jobs '0': expected an integer in [1, 256]",
        "jobs       | two    | bad jobs 'two': expected an integer in [1, 256]",
        "block-size | 2g     | bad block-size '2g': expected a size such as 8192, 64k, 16m or 8g (k, m, g, t: binary"
                + " units, b or ib may follow) in [256, 1g]",
        "block-size | big    | bad block-size 'big': expected a size",
        "sync       | maybe  | bad sync 'maybe': expected on or off (true/false, yes/no, 1/0)",
        "mode       | always | bad mode 'always': expected one of OFF, NORMAL, FULL"})
    void aBadValueIsRefusedInOneWording(String name, String value, String message) {
        OptionSpec spec = List.of(JOBS, BLOCK, SYNC, MODE).stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow();
        assertThatThrownBy(() -> spec.parse(value)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theThreeArgumentSpecIsTextAndABadDefaultIsRefusedWhenDeclared() {
        OptionSpec old = new OptionSpec("url", "server", "jdbc:x");
        assertThat(old.type()).isEqualTo(OptionSpec.Type.TEXT);
        assertThat(old.unit()).isNull();
        assertThatThrownBy(() -> OptionSpec.size("s", "", "16x", 0, 100))
                .hasMessageStartingWith("bad s '16x': expected a size");
        assertThatThrownBy(() -> OptionSpec.integer("i", "", 5, 10, 20)).hasMessage(
                "bad i '5': expected an integer in [10, 20]");
    }

    @Test
    void theTypedGettersReadTheValueOrTheDefaultAndRefuseInTheSpecsWording() {
        EngineConfig given = new EngineConfig(Path.of("d"), 1, Map.of("jobs", "8", "block-size", "16k", "sync", "yes",
                "mode", "off"));
        assertThat(given.integer(JOBS)).isEqualTo(8);
        assertThat(given.size(BLOCK)).isEqualTo(16384);
        assertThat(given.bool(SYNC)).isTrue();
        assertThat(given.choice(MODE)).isEqualTo("OFF");
        EngineConfig none = new EngineConfig(Path.of("d"), 1, Map.of());
        assertThat(none.integer(JOBS)).isEqualTo(2);
        assertThat(none.size(BLOCK)).isEqualTo(8192);
        assertThat(none.bool(SYNC)).isFalse();
        assertThat(none.choice(MODE)).isEqualTo("FULL");
        assertThat(none.text(OptionSpec.text("url", "", null))).isNull();
        EngineConfig bad = new EngineConfig(Path.of("d"), 1, Map.of("jobs", "many"));
        assertThatThrownBy(() -> bad.integer(JOBS)).hasMessage("bad jobs 'many': expected an integer in [1, 256]");
        assertThatThrownBy(() -> bad.longOption("jobs", 2, 1, 256))
                .hasMessage("bad jobs 'many': expected an integer in [1, 256]");
    }

    @Test
    void sizesAreShownInTheLargestUnitThatDividesThem() {
        assertThat(OptionSpec.formatSize(8192)).isEqualTo("8k");
        assertThat(OptionSpec.formatSize(16L << 20)).isEqualTo("16m");
        assertThat(OptionSpec.formatSize(1L << 40)).isEqualTo("1t");
        assertThat(OptionSpec.formatSize(5000)).isEqualTo("5000");
        assertThat(OptionSpec.formatSize(0)).isEqualTo("0");
    }
}
