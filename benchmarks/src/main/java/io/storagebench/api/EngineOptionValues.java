package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.util.Map;

/**
 * The one check of engine option values: each value against the spec its engine declares, before anything is created,
 * so a bad value of any engine (built in or from {@code --engine-path}) is one line in the spec's wording, exit 2.
 */
final class EngineOptionValues {
    private EngineOptionValues() {
    }

    /**
     * Checks every option in {@code options} against {@code provider}'s spec of that name.
     *
     * @throws BadInputException naming the option, the value and what it should be
     */
    static void check(EngineProvider provider, Map<String, String> options) {
        for (OptionSpec spec : provider.options()) {
            String value = options.get(spec.name());
            if (value != null) {
                parse(spec, value);
            }
        }
    }

    /** The value {@code text} stands for under {@code spec}; a refusal is bad input. */
    static Object parse(OptionSpec spec, String text) {
        try {
            return spec.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }
}
