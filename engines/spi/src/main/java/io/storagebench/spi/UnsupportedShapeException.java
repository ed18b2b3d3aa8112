package io.storagebench.spi;

/** Thrown by {@code Session.prepare} for a shape or shape option the engine does not support. */
public class UnsupportedShapeException extends EngineException {
    private static final long serialVersionUID = 1L;

    public UnsupportedShapeException(String message) {
        super(message);
    }
}
