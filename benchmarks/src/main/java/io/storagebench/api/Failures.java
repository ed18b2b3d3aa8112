package io.storagebench.api;

import io.storagebench.report.ErrorWords;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Secrets;

/** How a failure is told to a user: one line, with any password in it masked. */
public final class Failures {
    private Failures() {
    }

    /**
     * A failure as one line: the message, or the exception's class when it has none; engine errors as is. A password
     * in it (a driver quoting the URL) is masked.
     */
    public static String oneLine(Throwable e) {
        String message = e.getMessage();
        String text = e instanceof EngineException || message != null && !message.isBlank()
                ? String.valueOf(message) : e.getClass().getSimpleName();
        return Secrets.redact(ErrorWords.of(text.replace('\n', ' ')));
    }
}
