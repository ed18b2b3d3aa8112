package io.storagebench.kv;

import static io.storagebench.kv.Slices.Side.BASELINE;
import static io.storagebench.kv.Slices.Side.ENGINE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SlicesTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void theOrderIsSwappedEachRound_BaselineEngineThenEngineBaseline() {
        assertThat(IntStream.range(0, 8).mapToObj(Slices::side).toList()).containsExactly(BASELINE, ENGINE, ENGINE,
                BASELINE, BASELINE, ENGINE, ENGINE, BASELINE);
    }

    @Test
    void eachEngineSliceIsPairedWithTheBaselineSliceBesideItNotWithTheEngineSliceBesideIt() {
        // B E E B: each engine slice has one baseline neighbour, the other neighbour is the engine's own slice
        List<Slices.Slice> slices = List.of(new Slices.Slice(BASELINE, 1000, SECOND),
                new Slices.Slice(ENGINE, 900, SECOND), new Slices.Slice(ENGINE, 400, SECOND),
                new Slices.Slice(BASELINE, 500, SECOND));
        assertThat(Slices.ratios(slices)).containsExactly(0.9, 0.8);
    }

    @Test
    void anEngineSliceBetweenTwoBaselineSlicesIsSetAgainstTheirMeanAndTheRatesAreReadsOverCountedTime() {
        List<Slices.Slice> slices = List.of(new Slices.Slice(BASELINE, 1000, SECOND),
                new Slices.Slice(ENGINE, 450, SECOND / 2), new Slices.Slice(BASELINE, 2000, 2 * SECOND));
        assertThat(Slices.ratios(slices)).singleElement().satisfies(r -> assertThat(r).isCloseTo(0.9, within(1e-12)));
        assertThat(Slices.wholeRate(slices, BASELINE)).isCloseTo(1000, within(1e-9));
    }

    @Test
    void aBaselineSliceThatReadNothingPairsWithNoneAndAnEngineSliceWithoutANeighbourIsLeftOut() {
        List<Slices.Slice> slices = List.of(new Slices.Slice(BASELINE, 0, SECOND),
                new Slices.Slice(ENGINE, 900, SECOND), new Slices.Slice(ENGINE, 900, SECOND));
        assertThat(Slices.ratios(slices)).isEmpty();
        assertThat(Slices.summary(List.of())).isNull();
    }

    @Test
    void theMedianOfAnOddCountIsTheMiddleOneOfAnEvenCountTheMeanOfTheMiddleTwoWithTheRangeAndCount() {
        Slices.Summary odd = Slices.summary(List.of(0.95, 0.80, 0.90));
        assertThat(odd).isEqualTo(new Slices.Summary(0.90, 0.80, 0.95, 3));
        Slices.Summary even = Slices.summary(List.of(0.95, 0.80, 0.90, 0.70));
        assertThat(even.median()).isCloseTo(0.85, within(1e-12));
        assertThat(even.min()).isEqualTo(0.70);
        assertThat(even.max()).isEqualTo(0.95);
        assertThat(even.pairs()).isEqualTo(4);
        assertThat(odd.spread()).as("the wider side: 0.80 is 11.1% below 0.90").isCloseTo(1 - 0.80 / 0.90,
                within(1e-12));
    }
}
