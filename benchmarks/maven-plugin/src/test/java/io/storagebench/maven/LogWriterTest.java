package io.storagebench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** storagebench's output reaches Maven's log whole line by line, however the writes and flushes fall. */
class LogWriterTest {
    @Test
    void aLineWrittenInFlushedChunksIsLoggedOnceWhole() {
        List<String> logged = new ArrayList<>();
        PrintWriter out = new PrintWriter(new LogWriter(logged::add));

        out.print("l.i0   53,308");
        out.flush();
        out.print(" ips\nqr100");
        out.flush();

        assertThat(logged).containsExactly("l.i0   53,308 ips");
        out.close();
        assertThat(logged).containsExactly("l.i0   53,308 ips", "qr100");
    }

    @Test
    void aRedrawnProgressLineIsOneLinePerDrawAndBlankLinesAreDropped() {
        List<String> logged = new ArrayList<>();
        try (PrintWriter out = new PrintWriter(new LogWriter(logged::add))) {
            out.print("l.i0 10%\rl.i0 20%\r\n\n");
        }

        assertThat(logged).containsExactly("l.i0 10%", "l.i0 20%");
    }
}
