package io.storagebench.maven;

import io.storagebench.api.BadInputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Settings that are maps in a POM ({@code <params><rows.l.i0>20000</rows.l.i0></params>}) given on the command line
 * as one user property of space-separated {@code NAME=VALUE} items ({@code -Dstoragebench.params="rows.l.i0=20000
 * steps=l.i0,l.x"}): a value may hold commas (a list of steps), never a space. Maven cannot turn a property into a
 * map itself, so the goals read these properties from the session.
 */
final class Pairs {
    private Pairs() {
    }

    /** The POM's map, then the property's items over it; {@code property} names the property in errors. */
    static Map<String, String> merged(Map<String, String> pom, String items, String property) {
        Map<String, String> out = new LinkedHashMap<>();
        if (pom != null) {
            out.putAll(pom);
        }
        if (items != null) {
            for (String item : items.trim().split("\\s+")) {
                if (item.isEmpty()) {
                    continue;
                }
                int eq = item.indexOf('=');
                if (eq <= 0) {
                    throw new BadInputException("bad -D" + property + " item '" + item + "': expected NAME=VALUE, "
                            + "items separated by spaces");
                }
                out.put(item.substring(0, eq), item.substring(eq + 1));
            }
        }
        return out;
    }

    /** {@code vary}'s values: {@code compression=none,zstd} is two runs, one per value. */
    static Map<String, List<String>> lists(Map<String, String> values) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        values.forEach((name, list) -> out.put(name, List.of(list.split(",", -1)).stream().map(String::trim)
                .toList()));
        return out;
    }
}
