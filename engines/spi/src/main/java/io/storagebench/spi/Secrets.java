package io.storagebench.spi;

import java.util.regex.Pattern;

/**
 * Masks the passwords a connection URL can carry, in any text that storagebench prints or stores: engine options,
 * an engine's identity, error messages. Engines pass a URL through {@link #redact} before they put it into text.
 */
public final class Secrets {
    /** What a password is replaced with. */
    public static final String MASK = "***";

    /**
     * A parameter named {@code password} or ending in it, in a query string ({@code ?password=}, {@code &password=}),
     * a property list ({@code ;password=}) or a host description ({@code (password=}): pgjdbc reads {@code password}
     * and {@code sslpassword}, MariaDB Connector/J {@code password}, {@code keyPassword}, {@code keyStorePassword},
     * {@code trustStorePassword} and their longer aliases. The value ends where the next parameter starts.
     */
    private static final Pattern PARAMETER = Pattern.compile(
            "(?i)(?<![A-Za-z0-9_.-])([A-Za-z_.-]*password)=[^&;,)\\s]*");
    /** The user-info form {@code //user:password@host}; the password may hold an unescaped {@code @}. */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@?#\\s]*):[^/?#\\s]*@");

    private Secrets() {
    }

    /** The text with every password value of a URL in it replaced by {@link #MASK}; null stays null. */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        String out = PARAMETER.matcher(text).replaceAll("$1=" + MASK);
        return USER_INFO.matcher(out).replaceAll("$1:" + MASK + "@");
    }
}
