package io.storagebench.cli;

/** Bad input found after parsing (unknown engine, bad option value): one line, exit code 2. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
