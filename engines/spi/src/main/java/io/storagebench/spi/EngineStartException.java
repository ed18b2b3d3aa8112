package io.storagebench.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * {@link EngineProvider#open} could not start the engine (a server's tool or the server itself failed). It names the
 * logs written so far, which hold the whole story the message sums up, so the caller can keep them before the run's
 * data directory is removed. A start that fails on its input, as every other such failure of {@code open}.
 */
public class EngineStartException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final List<Path> logFiles;

    public EngineStartException(String message, List<Path> logFiles) {
        super(message);
        this.logFiles = List.copyOf(logFiles);
    }

    /** The logs written before the failure; some may not exist. */
    public List<Path> logFiles() {
        return logFiles;
    }
}
