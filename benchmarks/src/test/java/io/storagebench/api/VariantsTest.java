package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The runs a comparison makes: engines times the combinations of the varied settings each engine has. */
class VariantsTest {
    private static final Path DIR = Path.of("results/compare");

    @Test
    void eachEngineRunsOncePerCombinationOfTheSettingsItHas() {
        Map<String, List<String>> vary = new LinkedHashMap<>();
        vary.put("compression", List.of("none", "zstd"));
        vary.put("cache-size", List.of("64m", "1g"));

        List<Variants.Variant> runs = Variants.of(new CompareOptions(RunOptions.builder().build(),
                List.of("rocksdb", "sqlite"), vary, DIR));

        assertThat(runs).extracting(Variants.Variant::label).containsExactly(
                "rocksdb-compression=none-cache-size=64m", "rocksdb-compression=none-cache-size=1g",
                "rocksdb-compression=zstd-cache-size=64m", "rocksdb-compression=zstd-cache-size=1g",
                "sqlite-cache-size=64m", "sqlite-cache-size=1g");
        RunOptions last = runs.get(3).options();
        assertThat(last.engine()).isEqualTo("rocksdb");
        assertThat(last.engineOptions()).containsEntry("compression", "zstd");
        assertThat(last.cacheBytes()).isEqualTo(1L << 30);
        assertThat(runs.get(4).options().engineOptions()).isEmpty();
    }

    @Test
    void anEngineOptionGoesToTheEnginesThatHaveIt() {
        RunOptions template = RunOptions.builder().engineOption("compression", "lz4").build();

        List<Variants.Variant> runs = Variants.of(new CompareOptions(template, List.of("rocksdb", "sqlite"),
                Map.of(), DIR));

        assertThat(runs).extracting(Variants.Variant::label).containsExactly("rocksdb", "sqlite");
        assertThat(runs.get(0).options().engineOptions()).containsExactly(Map.entry("compression", "lz4"));
        assertThat(runs.get(1).options().engineOptions()).isEmpty();
    }

    @Test
    void anOptionNoComparedEngineHasIsBadInput() {
        assertThatThrownBy(() -> Variants.of(new CompareOptions(RunOptions.builder().engineOption("nope", "1").build(),
                List.of("rocksdb", "sqlite"), Map.of(), DIR))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("-o: no compared engine has option 'nope' (engines: rocksdb, sqlite");
        assertThatThrownBy(() -> Variants.of(new CompareOptions(RunOptions.builder().build(), List.of("sqlite"),
                Map.of("compression", List.of("none", "zstd")), DIR))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--vary: no compared engine has option 'compression'");
        assertThatThrownBy(() -> Variants.of(new CompareOptions(RunOptions.builder().jdbcUrl("jdbc:postgresql://x/y")
                .build(), List.of("rocksdb"), Map.of(), DIR))).isInstanceOf(BadInputException.class)
                .hasMessage("--jdbc-url is for the server engines, and none is compared");
    }

    @Test
    void aVariedSettingWithoutValuesIsBadInput() {
        assertThatThrownBy(() -> new CompareOptions(RunOptions.builder().build(), List.of("rocksdb"),
                Map.of("compression", List.of("none", "")), DIR)).isInstanceOf(BadInputException.class)
                .hasMessage("--vary compression needs values, e.g. --vary compression=A,B");
    }

    @Test
    void runsWhoseLabelsCollideStillGetFilesOfTheirOwn() {
        // both values sanitize to the same file name
        List<Variants.Variant> runs = Variants.of(new CompareOptions(RunOptions.builder().build(),
                List.of("postgres"), Map.of("bin-dir", List.of("/opt/pg 16/bin", "/opt/pg_16/bin")), DIR));

        assertThat(runs).extracting(Variants.Variant::label).containsExactly("postgres-bin-dir=_opt_pg_16_bin",
                "postgres-bin-dir=_opt_pg_16_bin-2");
    }
}
