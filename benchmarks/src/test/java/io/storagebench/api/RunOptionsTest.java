package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The run's options: checked when built, and handed to a forked JVM unchanged. */
class RunOptionsTest {
    @Test
    void theDefaultsAreTheReadmesRun() {
        RunOptions o = RunOptions.builder().build();
        assertThat(o.engine()).isEqualTo("rocksdb");
        assertThat(o.workload()).isEqualTo("insert-benchmark");
        assertThat(o.repeat()).isEqualTo(1);
        assertThat(o.fork()).isFalse();
        assertThat(o.cacheBytes()).isNull();
        assertThat(o.workDir()).isEqualTo(Path.of("storagebench-work"));
    }

    @Test
    void badValuesAreOneLineOfBadInput() {
        assertThatThrownBy(() -> RunOptions.builder().repeat(0).build()).isInstanceOf(BadInputException.class)
                .hasMessage("--repeat must be at least 1, not 0");
        assertThatThrownBy(() -> RunOptions.builder().engine(" ").build()).isInstanceOf(BadInputException.class)
                .hasMessage("no engine named");
        assertThatThrownBy(() -> RunOptions.builder().profiler("perfasm").build())
                .isInstanceOf(BadInputException.class)
                .hasMessage("unknown --profiler 'perfasm': expected one of cpu, stacks or a comma list of them");
        assertThatThrownBy(() -> RunOptions.builder().cacheSize("lots")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("bad cache size 'lots'");
        assertThatThrownBy(() -> RunOptions.builder().output("results/")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("is a directory");
        assertThatThrownBy(() -> RunOptions.builder().param(" ", "1").build()).isInstanceOf(BadInputException.class)
                .hasMessage("a workload parameter without a name");
    }

    @Test
    void aForkGetsTheOptionsAsGivenWithRelativePathsAndOrderKept() {
        RunOptions o = RunOptions.builder().engine("sqlite").workload("sysbench").profile("tiny")
                .param("tests", "point-query").param("threads", "2").engineOption("journal-mode", "wal")
                .cacheSize("64m").workDir(Path.of("work")).resultsDir(Path.of("out/results"))
                .output("out/run.json").force(true).keepData(true).progress(false).failOnSla(true).repeat(3)
                .fork(true).enginePath(Path.of("engines")).profiler("cpu").build();

        RunOptions back = OptionsJson.read(OptionsJson.write(o));

        assertThat(back).isEqualTo(o);
        assertThat(back.workDir().isAbsolute()).isFalse();
        assertThat(back.params().keySet()).containsExactly("tests", "threads");
        assertThat(back.cacheBytes()).isEqualTo(64L << 20);
    }
}
