package io.storagebench.spi;

/**
 * How many sessions an engine can hold open at once, and why: {@code why} names the setting and where it comes from,
 * in words a user can act on ("max_connections=100 of the server at jdbc:postgresql://..., less 1 the engine keeps
 * for itself"), with any URL redacted.
 */
public record SessionLimit(int sessions, String why) {
    public SessionLimit {
        if (sessions < 0) {
            throw new IllegalArgumentException("a session limit cannot be negative: " + sessions);
        }
        if (why == null || why.isBlank()) {
            throw new IllegalArgumentException("a session limit says why");
        }
    }
}
