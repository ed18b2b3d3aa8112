package io.storagebench.api;

import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/** java.util.logging in a storagebench process. */
public final class JavaLogging {
    private JavaLogging() {
    }

    /**
     * Drivers log through java.util.logging (pgjdbc warns of a bad URL port there), whose default configuration
     * prints each record on stderr as a timestamp line and a message line. What they report also reaches us as an
     * exception, which we print as one line; so the root logger loses its console handler and logs nothing. A user
     * who points java.util.logging at a configuration of their own (-Djava.util.logging.config.file=...) gets their
     * logging.
     */
    public static void silence() {
        if (System.getProperty("java.util.logging.config.file") != null
                || System.getProperty("java.util.logging.config.class") != null) {
            return;
        }
        LogManager.getLogManager().reset();
        Logger.getLogger("").setLevel(Level.OFF);
    }
}
