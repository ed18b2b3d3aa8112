package io.storagebench.api;

import io.storagebench.results.FrameworkInfo;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The storagebench version and git commit, filtered into {@code storagebench.properties} at build time. */
public final class BuildInfo {
    private static final Properties PROPS = load();

    private BuildInfo() {
    }

    public static String version() {
        return value("version");
    }

    public static String commit() {
        String commit = value("commit");
        return "true".equals(PROPS.getProperty("dirty")) ? commit + "-dirty" : commit;
    }

    static FrameworkInfo framework() {
        return new FrameworkInfo("storagebench", version(), commit());
    }

    private static String value(String key) {
        String v = PROPS.getProperty(key, "");
        return v.isBlank() || v.startsWith("${") ? "unknown" : v;
    }

    private static Properties load() {
        Properties props = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/storagebench.properties")) {
            if (in != null) {
                props.load(in);
            }
        } catch (IOException e) {
            // an unreadable resource leaves every value "unknown"
        }
        return props;
    }
}
