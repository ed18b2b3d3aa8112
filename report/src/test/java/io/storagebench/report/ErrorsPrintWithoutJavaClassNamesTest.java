package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Issue 49: a failed step printed as {@code io.storagebench.spi.EngineException: ...}, a Java class name a user
 * cannot act on. Printing keeps the words only; the bundle keeps the full text.
 */
class ErrorsPrintWithoutJavaClassNamesTest {

    @Test
    void classNamesInFrontOfMessagesAreDropped() {
        assertThat(ErrorWords.of("qp100: io.storagebench.spi.EngineException: no table pi1"))
                .isEqualTo("qp100: no table pi1");
        assertThat(ErrorWords.of("io.storagebench.spi.EngineException: cannot connect: java.net.ConnectException: "
                + "Connection refused")).isEqualTo("cannot connect: Connection refused");
    }

    @Test
    void aBareClassNameKeepsItsSimpleName() {
        assertThat(ErrorWords.of("l.i0: java.lang.NullPointerException")).isEqualTo("l.i0: NullPointerException");
    }

    @Test
    void wordsPathsAndStepNamesStay() {
        String text = "l.x: cannot write /var/lib/data.db (read-only file system) at jdbc:postgresql://h/db";
        assertThat(ErrorWords.of(text)).isEqualTo(text);
    }
}
