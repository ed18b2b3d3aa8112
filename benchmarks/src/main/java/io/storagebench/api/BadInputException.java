package io.storagebench.api;

/**
 * Bad input found after parsing (unknown engine, bad option value, a setup nothing can run with): nothing was run;
 * the command line prints the message as one line and exits 2.
 */
public final class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }
}
