package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.FunctionCost;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollapsedTest {
    private static final String TEXT = """
            main;run;get;memcmp 6
            main;run;get 2
            main;run;put;memcmp 2

            main;run;get;memcmp 4
            """;

    @Test
    void identicalStacksAddUpAndBlankLinesAreSkipped() {
        Collapsed c = Collapsed.parse(TEXT);
        assertThat(c.stacks()).containsEntry("main;run;get;memcmp", 10L).hasSize(3);
        assertThat(c.total()).isEqualTo(14);
    }

    @Test
    void writtenMostSamplesFirstAndReadBackTheSame() {
        StringWriter out = new StringWriter();
        Collapsed.parse(TEXT).write(out);
        assertThat(out.toString()).startsWith("main;run;get;memcmp 10\n");
        assertThat(Collapsed.parse(out.toString()).stacks()).isEqualTo(Collapsed.parse(TEXT).stacks());
    }

    @Test
    void aLineWithoutACountIsRefusedWithItsNumber() {
        assertThatThrownBy(() -> Collapsed.parse("a;b 3\na;b;c\n")).hasMessageContaining("line 2");
    }

    @Test
    void selfAndTotalSamplesPerFunction() {
        List<FunctionCost> f = Collapsed.parse(TEXT).functions(10, null);
        assertThat(f.get(0).function()).isEqualTo("memcmp");
        assertThat(f.get(0).selfSamples()).isEqualTo(12);
        FunctionCost get = f.stream().filter(x -> x.function().equals("get")).findFirst().orElseThrow();
        assertThat(get.selfSamples()).isEqualTo(2);
        assertThat(get.totalSamples()).isEqualTo(12);
        FunctionCost main = f.stream().filter(x -> x.function().equals("main")).findFirst().orElseThrow();
        assertThat(main.totalSamples()).isEqualTo(14);
        assertThat(main.selfUsPerOp()).isNull(); // no basis, no µs
    }

    @Test
    void aRecursiveFunctionCountsEachStackOnce() {
        List<FunctionCost> f = Collapsed.parse("a;f;f;f 5\na;g 5\n").functions(10, null);
        FunctionCost rec = f.stream().filter(x -> x.function().equals("f")).findFirst().orElseThrow();
        assertThat(rec.totalSamples()).isEqualTo(5);
        assertThat(rec.selfSamples()).isEqualTo(5);
    }

    @Test
    void microsecondsPerOperationAreTheShareOfSamplesTimesTheStepsCpuPerOperation() {
        // 14 samples; memcmp has 12 of its own: 12/14 of 70 us/op is 60 us/op
        List<FunctionCost> f = Collapsed.parse(TEXT).functions(10, 70.0);
        assertThat(f.get(0).selfUsPerOp()).isEqualTo(60.0);
        FunctionCost main = f.stream().filter(x -> x.function().equals("main")).findFirst().orElseThrow();
        assertThat(main.totalUsPerOp()).isEqualTo(70.0);
    }

    @Test
    void theTopByTotalIsKeptBesideTheTopBySelf() {
        // with a limit of 1, memcmp leads by its own samples and main by all: both are named
        List<FunctionCost> f = Collapsed.parse(TEXT).functions(1, null);
        assertThat(f).extracting(FunctionCost::function).containsExactly("memcmp", "main");
    }
}
