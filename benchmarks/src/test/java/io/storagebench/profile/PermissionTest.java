package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PermissionTest {
    @Test
    void rootOrCapPerfmonMaySampleEverything() {
        assertThat(Permission.decide(4, true)).isEqualTo(new Permission(null, ""));
    }

    @Test
    void atTheKernelDefaultOfTwoAUserSamplesOnlyUserSpace() {
        assertThat(Permission.decide(2, false)).isEqualTo(new Permission(null, ":u"));
        assertThat(Permission.decide(1, false)).isEqualTo(new Permission(null, ""));
    }

    @Test
    void debiansHigherLevelsRefuseAUserInOneLine() {
        Permission p = Permission.decide(3, false);
        assertThat(p.refusal()).contains("perf_event_paranoid is 3").doesNotContain("\n");
    }
}
