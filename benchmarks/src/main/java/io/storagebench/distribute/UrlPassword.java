package io.storagebench.distribute;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The server's password taken out of a JDBC URL, so the URL can go into a scheduler's file: the query parameter
 * {@code password=} (pgjdbc, MariaDB Connector/J and mysql-connector-j read it) and the user-info form
 * {@code //user:password@host}. Other secrets a URL can carry (a key store's password) stay: the caller refuses them.
 */
final class UrlPassword {
    /** The user-info form, as {@link io.storagebench.spi.Secrets} finds it: the password may hold an {@code @}. */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@?#\\s]*):[^/?#\\s]*@");
    private static final String PARAMETER = "password=";

    private UrlPassword() {
    }

    /** The URL without its password: the parameter dropped (with its separator), the user kept without it. */
    static String strip(String url) {
        String out = USER_INFO.matcher(url).replaceFirst("$1@");
        int query = out.indexOf('?');
        if (query < 0) {
            return out;
        }
        List<String> kept = Arrays.stream(out.substring(query + 1).split("&", -1))
                .filter(p -> !p.toLowerCase(Locale.ROOT).startsWith(PARAMETER)).toList();
        return out.substring(0, query) + (kept.isEmpty() ? "" : "?" + String.join("&", kept));
    }
}
