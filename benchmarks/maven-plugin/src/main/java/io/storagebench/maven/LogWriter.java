package io.storagebench.maven;

import java.io.Writer;
import java.util.function.Consumer;

/**
 * A writer whose lines go to Maven's log: storagebench prints to writers, Maven wants its lines through its logger
 * (with its level prefix, into the build log). A carriage return (a progress line redrawn in place) ends a line too.
 */
final class LogWriter extends Writer {
    private final Consumer<String> log;
    private final StringBuilder line = new StringBuilder();

    LogWriter(Consumer<String> log) {
        this.log = log;
    }

    @Override
    public synchronized void write(char[] buf, int off, int len) {
        for (int i = off; i < off + len; i++) {
            char c = buf[i];
            if (c == '\n' || c == '\r') {
                emit();
            } else {
                line.append(c);
            }
        }
    }

    private void emit() {
        if (!line.isEmpty()) {
            log.accept(line.toString());
            line.setLength(0);
        }
    }

    /** A line is logged whole: a fork's output arrives in chunks, each flushed, that may end inside a line. */
    @Override
    public void flush() {
    }

    /** Logs a last line that has no newline. */
    @Override
    public synchronized void close() {
        emit();
    }
}
