package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.cli.ReportCommand.Colour;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --color}: auto colours on a terminal unless NO_COLOR is set (to anything) or TERM is dumb; always, never. */
class ColourOnlyOnATerminalUnlessToldTest {
    @Test
    void autoColoursATerminalOnly_noColorAndADumbTermTurnItOff() {
        assertThat(Colour.AUTO.enabled(Map.of("TERM", "xterm-256color"), true)).isTrue();
        assertThat(Colour.AUTO.enabled(Map.of(), true)).isTrue();
        assertThat(Colour.AUTO.enabled(Map.of("TERM", "xterm"), false)).isFalse();
        assertThat(Colour.AUTO.enabled(Map.of("NO_COLOR", "1"), true)).isFalse();
        assertThat(Colour.AUTO.enabled(Map.of("NO_COLOR", ""), true)).isTrue();
        assertThat(Colour.AUTO.enabled(Map.of("TERM", "dumb"), true)).isFalse();
    }

    @Test
    void alwaysAndNeverIgnoreTheTerminal() {
        assertThat(Colour.ALWAYS.enabled(Map.of("NO_COLOR", "1"), false)).isTrue();
        assertThat(Colour.NEVER.enabled(Map.of(), true)).isFalse();
    }

    @Test
    void theValueIsReadInAnyCase_anyOtherIsOneLine() {
        assertThat(new Colour.Parse().convert("auto")).isEqualTo(Colour.AUTO);
        assertThat(new Colour.Parse().convert("Always")).isEqualTo(Colour.ALWAYS);
        assertThatThrownBy(() -> new Colour.Parse().convert("sometimes"))
                .hasMessage("expected auto, always or never, not 'sometimes'");
    }
}
