package io.storagebench.spi;

/**
 * An engine call that stopped early because its thread was interrupted (Ctrl-C reaches a long index build or quiesce
 * this way). An engine throws it with the thread's interrupt flag set again and with its state usable: the call's
 * partial work is undone or harmless, and the engine can still be called and closed. Runners treat it as a stop, not
 * as a failure.
 */
public class EngineInterruptedException extends EngineException {
    private static final long serialVersionUID = 1L;

    public EngineInterruptedException(String message) {
        super(message);
    }
}
