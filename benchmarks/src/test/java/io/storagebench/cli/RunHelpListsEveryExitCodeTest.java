package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Issue 49: SIGTERM's 143 was not documented; --force and --allow-huge are the confirmations a run may ask for. */
class RunHelpListsEveryExitCodeTest {

    @Test
    void runHelpListsExitCodes0To143AndTheConfirmationFlags() {
        CommandLineRun r = CommandLineRun.run("run", "--help");

        assertThat(r.out()).containsPattern("(?m)^\\s+0\\s").containsPattern("(?m)^\\s+1\\s")
                .containsPattern("(?m)^\\s+2\\s").containsPattern("(?m)^\\s+130\\s")
                .containsPattern("(?m)^\\s+143\\s+stopped by SIGTERM");
        assertThat(r.out()).contains("--force", "--allow-huge");
    }
}
