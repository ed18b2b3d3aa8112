package io.storagebench.spi;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * What a run gives an engine to open with.
 *
 * @param dataDir    a directory the engine owns for this run (it exists and is empty unless the user reuses one)
 * @param cacheBytes the cache budget shared by all engines: block cache, buffer pool or shared_buffers
 * @param options    engine-specific options, already checked against {@link EngineProvider#options()}: each name is
 *                   declared and each value parses against its {@link OptionSpec}
 */
public record EngineConfig(Path dataDir, long cacheBytes, Map<String, String> options) {
    public EngineConfig {
        Objects.requireNonNull(dataDir, "dataDir");
        if (cacheBytes <= 0) {
            throw new IllegalArgumentException("cache size must be positive, got " + cacheBytes);
        }
        options = Map.copyOf(options);
    }

    /**
     * The data directory, checked to be a directory this process can write: an engine that keeps files there calls
     * this first in {@link EngineProvider#open}, so a bad directory fails with one line before anything starts.
     *
     * @throws IllegalArgumentException naming the directory when it is not a writable directory
     */
    public Path writableDataDir() {
        return requireWritable(dataDir);
    }

    /**
     * {@code dir}, checked as {@link #writableDataDir()} checks the data directory, for code that is handed a
     * directory without a config (a managed server's site).
     *
     * @throws IllegalArgumentException naming the directory when it is not a writable directory
     */
    public static Path requireWritable(Path dir) {
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new IllegalArgumentException("the data directory " + dir + " is not writable");
        }
        return dir;
    }

    /** The option's value, or {@code defaultValue} when the user did not set it. */
    public String option(String name, String defaultValue) {
        return options.getOrDefault(name, defaultValue);
    }

    /**
     * The option as an integer in {@code [min, max]}, or {@code defaultValue} when the user did not set it. Engines
     * that declare a typed {@link OptionSpec} read it with {@link #integer(OptionSpec)} instead.
     *
     * @throws IllegalArgumentException naming the option and the value when it is not such an integer
     */
    public long longOption(String name, long defaultValue, long min, long max) {
        return integer(OptionSpec.integer(name, "", defaultValue, min, max));
    }

    /** The text of a text option, or its default ({@code null} when it has none) when the user did not set it. */
    public String text(OptionSpec spec) {
        return (String) value(spec, OptionSpec.Type.TEXT);
    }

    /**
     * The integer option's value, or its default when the user did not set it.
     *
     * @throws IllegalArgumentException in the spec's wording when the value is not an integer in its range
     */
    public long integer(OptionSpec spec) {
        return (Long) required(spec, OptionSpec.Type.INTEGER);
    }

    /**
     * The size option's value in bytes, or its default when the user did not set it.
     *
     * @throws IllegalArgumentException in the spec's wording when the value is not a size in its range
     */
    public long size(OptionSpec spec) {
        return (Long) required(spec, OptionSpec.Type.SIZE);
    }

    /**
     * The boolean option's value, or its default when the user did not set it.
     *
     * @throws IllegalArgumentException in the spec's wording when the value is not on/off
     */
    public boolean bool(OptionSpec spec) {
        return (Boolean) required(spec, OptionSpec.Type.BOOLEAN);
    }

    /**
     * The choice option's value in the spelling the spec lists, or its default when the user did not set it.
     *
     * @throws IllegalArgumentException in the spec's wording when the value is none of the choices
     */
    public String choice(OptionSpec spec) {
        return (String) required(spec, OptionSpec.Type.CHOICE);
    }

    private Object required(OptionSpec spec, OptionSpec.Type type) {
        Object value = value(spec, type);
        if (value == null) {
            throw new IllegalArgumentException("option " + spec.name() + " has no value and no default");
        }
        return value;
    }

    private Object value(OptionSpec spec, OptionSpec.Type type) {
        if (spec.type() != type) {
            throw new IllegalArgumentException("option " + spec.name() + " is " + spec.type() + ", not " + type);
        }
        String text = options.getOrDefault(spec.name(), spec.defaultValue());
        return text == null ? null : spec.parse(text);
    }
}
