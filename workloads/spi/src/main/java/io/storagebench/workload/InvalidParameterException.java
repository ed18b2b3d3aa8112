package io.storagebench.workload;

/**
 * Bad workload input (profile, parameter name or value); the message is one line fit for the terminal, naming the
 * parameter and what it allows. The CLI prints it as it is and exits with 2, so a workload throws it for every input
 * a user can get wrong, and nothing else for those.
 */
public class InvalidParameterException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public InvalidParameterException(String message) {
        super(message);
    }
}
