package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A profile line may begin with the server versions it applies to, so one profile serves versions that differ in
 * the settings they accept: each form of range, bounds compared over as many components as they have, included
 * profiles filtered alike, and a build of unknown version given only the lines for every version.
 */
class ProfileLinesForSomeVersionsTest {
    private static final List<String> NAMES = List.of("base", "child");

    @Test
    void eachFormOfRangeHoldsTheVersionsItSays() {
        assertThat(VersionRange.parse("13+").holds("13.0")).isTrue();
        assertThat(VersionRange.parse("13+").holds("12.22")).isFalse();
        assertThat(VersionRange.parse("-12").holds("12.22")).isTrue();
        assertThat(VersionRange.parse("-12").holds("13.1")).isFalse();
        assertThat(VersionRange.parse("13-16").holds("16.9")).isTrue();
        assertThat(VersionRange.parse("13-16").holds("17.0")).isFalse();
        assertThat(VersionRange.parse("-10").holds("10.11.19")).isTrue();
        assertThat(VersionRange.parse("-10").holds("11.4.5")).isFalse();
        assertThat(VersionRange.parse("11.4+").holds("11.4.5-MariaDB")).isTrue();
        assertThat(VersionRange.parse("11.4+").holds("11.3.2")).isFalse();
        assertThat(VersionRange.parse("10.11").holds("10.11.5")).isTrue();
        assertThat(VersionRange.parse("10.11").holds("10.6.1")).isFalse();
        assertThat(VersionRange.parse("13+").holds("devel")).isFalse();
        assertThat(VersionRange.parse("13-16")).hasToString("13-16");
    }

    @Test
    void aRangeThatIsNoneOfTheFormsIsOneLine() {
        assertThatThrownBy(() -> VersionRange.parse("13..16")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("version range [13..16] is none of [13+], [-12], [13-16], [10.11]");
    }

    @Test
    void theBuildsVersionPicksTheLinesAlsoOfAnIncludedProfile() {
        assertThat(read("child", "12.22")).containsOnlyKeys("shared", "gone_in_13");
        assertThat(read("child", "15.18")).containsOnlyKeys("shared", "added_in_13", "from_13_to_16");
        assertThat(read("child", "17.2")).containsOnlyKeys("shared", "added_in_13", "added_in_17")
                .containsEntry("added_in_17", "on");
        assertThat(read("base", "10.11.19")).containsOnlyKeys("shared", "only_10_11", "gone_in_13");
    }

    @Test
    void aBuildOfUnknownVersionGetsOnlyTheLinesForEveryVersion() {
        assertThat(ProfileFiles.read(getClass(), "versioned", "test", NAMES, "child", Optional.empty()))
                .isEqualTo(Map.of("shared", "1"));
    }

    private Map<String, String> read(String profile, String version) {
        return ProfileFiles.read(getClass(), "versioned", "test", NAMES, profile, Optional.of(version));
    }
}
