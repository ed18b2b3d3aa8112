package io.storagebench.report.flame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.report.flame.DiffFlameGraph.Frame;
import io.storagebench.report.flame.DiffFlameGraph.Shade;
import org.junit.jupiter.api.Test;

/**
 * A differential flame graph on synthetic collapsed stacks: a function that grew per operation is red, one that
 * shrank blue, one that stayed gray, with each side's samples scaled by its own step's CPU per operation, so a run
 * that took twice the samples over twice the operations shows no change.
 */
class DiffFlameGraphTest {
    // baseline: 1000 samples, 50 us/op of CPU, so 0.05 us/op a sample
    private static final FoldedStacks BASE = FoldedStacks.parse("""
            main;query;read 400
            main;query;parse 200
            main;query;cache_hit 400
            """);
    // candidate: 2000 samples (a run twice as long), 60 us/op, so 0.03 us/op a sample
    private static final FoldedStacks CANDIDATE = FoldedStacks.parse("""
            main;query;read 1000
            main;query;parse 1000 
            main;query;cache_hit 0
            """);

    @Test
    void aFunctionThatGrewPerOperationIsRedOneThatShrankBlueOneThatStayedGray() {
        DiffFlameGraph g = DiffFlameGraph.of(BASE, 50, CANDIDATE, 60);

        Frame read = g.frame("main", "query", "read").orElseThrow();   // 20 -> 30 us/op
        Frame parse = g.frame("main", "query", "parse").orElseThrow(); // 10 -> 30 us/op
        Frame hit = g.frame("main", "query", "cache_hit").orElseThrow(); // 20 -> 0
        assertThat(read.baseline()).isCloseTo(20.0, within(1e-9));
        assertThat(read.candidate()).isCloseTo(30.0, within(1e-9));
        assertThat(g.shade(read)).isEqualTo(Shade.GREW);
        assertThat(g.shade(hit)).isEqualTo(Shade.SHRANK);
        assertThat(g.colour(hit)).isEqualTo("rgb(0,0,255)"); // the largest change of one stack: full blue
        assertThat(g.colour(parse)).isEqualTo("rgb(255,0,0)"); // +20 us/op, as large: full red
        assertThat(g.colour(read)).isEqualTo("rgb(255,105,105)"); // +10: half as strong
        // callers add their callees up: the step's CPU per operation rose by 10
        assertThat(g.root().change()).isCloseTo(10.0, within(1e-9));
        assertThat(g.shade(g.frame("main", "query").orElseThrow())).isEqualTo(Shade.GREW);
    }

    @Test
    void twiceTheSamplesOverTwiceTheOperationsIsNoChange() {
        FoldedStacks twice = FoldedStacks.parse("main;query;read 800\nmain;query;parse 400\nmain;query;cache_hit 800\n");
        DiffFlameGraph g = DiffFlameGraph.of(BASE, 50, twice, 50);

        Frame parse = g.frame("main", "query", "parse").orElseThrow();
        assertThat(parse.samples()).isEqualTo(400);
        assertThat(parse.change()).isCloseTo(0.0, within(1e-9));
        assertThat(g.shade(parse)).isEqualTo(Shade.UNCHANGED);
        assertThat(g.colour(g.root())).isEqualTo(g.colour(parse));
    }

    @Test
    void aStackOnlyTheCandidateHasGrewFromZeroAndTheBaselinesOwnAreNotDrawn() {
        DiffFlameGraph g = DiffFlameGraph.of(BASE, 50, FoldedStacks.parse("main;query;read;pread64_[k] 10\n"), 1);

        assertThat(g.frame("main", "query", "read", "pread64_[k]").orElseThrow().baseline()).isZero();
        assertThat(g.frame("main", "query", "parse")).isEmpty();
        String html = DiffFlameGraphHtml.html(g, "qp100: server CPU, 1g -> 8m", "1g", "8m");
        assertThat(html).contains("<svg").contains("pread64_[k]").contains("<title>pread64_[k]\n8m: 1.000 µs/op")
                .doesNotContain("<script");
    }

    @Test
    void aLineWithoutACountIsRefusedWithItsNumber() {
        assertThatThrownBy(() -> FoldedStacks.parse("a;b 1\na;c\n")).hasMessage(
                "collapsed stacks, line 2: no sample count at its end");
    }
}
