package io.storagebench.results;

/** A file that cannot be read as a result bundle; the message is one line fit for the terminal. */
public class BundleFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BundleFormatException(String message) {
        super(message);
    }
}
