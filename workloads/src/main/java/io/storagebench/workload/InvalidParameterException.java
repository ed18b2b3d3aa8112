package io.storagebench.workload;

/** Bad workload input (profile, parameter name or value); the message is one line fit for the terminal. */
public class InvalidParameterException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidParameterException(String message) {
        super(message);
    }
}
