package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RelativeTest {
    private static Value v(double... values) {
        List<Double> list = new java.util.ArrayList<>();
        for (double d : values) {
            list.add(d);
        }
        return Value.of(Measure.of(list));
    }

    @Test
    void ratioIsValueOverBaseAndTheThresholdsAreInclusive() {
        assertThat(Relative.of(v(105), v(100), Direction.HIGHER_IS_BETTER).ratio()).isEqualTo(1.05);
        assertThat(Relative.of(v(105), v(100), Direction.HIGHER_IS_BETTER).mark()).isEqualTo(Mark.BETTER);
        assertThat(Relative.of(v(95), v(100), Direction.HIGHER_IS_BETTER).mark()).isEqualTo(Mark.WORSE);
        assertThat(Relative.of(v(104), v(100), Direction.HIGHER_IS_BETTER).mark()).isEqualTo(Mark.NONE);
        assertThat(Relative.of(v(96), v(100), Direction.HIGHER_IS_BETTER).mark()).isEqualTo(Mark.NONE);
    }

    @Test
    void forCostsALowerRatioIsMarkedBetter() {
        assertThat(Relative.of(v(50), v(100), Direction.LOWER_IS_BETTER).mark()).isEqualTo(Mark.BETTER);
        assertThat(Relative.of(v(150), v(100), Direction.LOWER_IS_BETTER).mark()).isEqualTo(Mark.WORSE);
    }

    @Test
    void zerosFollowTheReference_oneWhenBothAreZeroInfinityWhenOnlyTheBaseIs() {
        assertThat(Relative.of(v(0), v(0), Direction.LOWER_IS_BETTER).ratio()).isEqualTo(1.0);
        Relative inf = Relative.of(v(3), v(0), Direction.LOWER_IS_BETTER);
        assertThat(inf.ratio()).isInfinite();
        assertThat(inf.mark()).isEqualTo(Mark.WORSE);
    }

    @Test
    void anAbsentValueOrBaseGivesAnAbsentRatioWithTheReasonNeverZero() {
        Relative absent = Relative.of(Value.absent("no block device"), v(1), Direction.LOWER_IS_BETTER);
        assertThat(absent.ratio()).isNull();
        assertThat(absent.mark()).isEqualTo(Mark.ABSENT);
        assertThat(absent.absentReason()).isEqualTo("no block device");
        assertThat(Relative.of(v(1), Value.absent("gone"), Direction.LOWER_IS_BETTER).absentReason())
                .isEqualTo("base: gone");
    }

    @Test
    void withRepeatsADifferenceWithinTheRunToRunSpreadIsNotHighlighted() {
        // mean 107 is 7% up, but the repeats range 97..117 covers the base's 100
        Relative noisy = Relative.of(v(97, 117), v(100), Direction.HIGHER_IS_BETTER);
        assertThat(noisy.ratio()).isEqualTo(1.07);
        assertThat(noisy.mark()).isEqualTo(Mark.NONE);
        // 7% up with ranges apart: real
        assertThat(Relative.of(v(106, 108), v(99, 101), Direction.HIGHER_IS_BETTER).mark()).isEqualTo(Mark.BETTER);
    }

    @Test
    void measureHasMeanMinMaxAndSampleStandardDeviation() {
        Measure m = Measure.of(List.of(2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0));
        assertThat(m.mean()).isEqualTo(5.0);
        assertThat(m.min()).isEqualTo(2.0);
        assertThat(m.max()).isEqualTo(9.0);
        assertThat(m.stddev()).isCloseTo(Math.sqrt(32.0 / 7), org.assertj.core.data.Offset.offset(1e-12));
        assertThat(m.n()).isEqualTo(8);
        assertThat(Measure.of(3.0).stddev()).isZero();
    }
}
