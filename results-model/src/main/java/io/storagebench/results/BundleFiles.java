package io.storagebench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes bundles atomically (temporary file, then rename) and reads them back, checking the schema version. */
public final class BundleFiles {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private BundleFiles() {
    }

    /** Writes the bundle so a reader sees the old file or the new one, never half of one. */
    public static void write(ResultBundle bundle, Path file) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
            try {
                readableByAll(tmp);
                MAPPER.writeValue(tmp.toFile(), bundle);
                try {
                    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write result bundle " + file + ": " + e.getMessage(), e);
        }
    }

    /** Temporary files are private (0600); a bundle is for sharing, so it gets the usual 0644 where POSIX allows. */
    private static void readableByAll(Path tmp) throws IOException {
        if (tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    /**
     * Reads a bundle.
     *
     * @throws BundleFormatException when the file is missing, not JSON, not a bundle, or of a schema version this
     *                               build cannot read
     */
    public static ResultBundle read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new BundleFormatException("no such file: " + file);
        }
        JsonNode tree;
        try {
            tree = MAPPER.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new BundleFormatException(file + " is not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new BundleFormatException("cannot read " + file + ": " + e.getMessage());
        }
        if (tree == null || !tree.isObject() || !tree.has("schemaVersion") || !tree.has("steps")) {
            throw new BundleFormatException(file + " is not a storagebench result bundle");
        }
        int version = tree.get("schemaVersion").asInt();
        // Version 1 is the first schema: every bundle so far reads as is (fields added since are optional)
        if (version > ResultBundle.SCHEMA_VERSION) {
            throw new BundleFormatException(file + " has bundle schema version " + version + ", written by a newer "
                    + "storagebench; this storagebench reads " + ResultBundle.SCHEMA_VERSION + ": use the newer one");
        }
        if (version < ResultBundle.SCHEMA_VERSION) {
            throw new BundleFormatException(file + " has bundle schema version " + version + ", which no storagebench "
                    + "wrote; this storagebench reads " + ResultBundle.SCHEMA_VERSION);
        }
        try {
            return MAPPER.treeToValue(tree, ResultBundle.class);
        } catch (JsonProcessingException e) {
            throw new BundleFormatException(file + " is not a valid result bundle: " + e.getOriginalMessage());
        }
    }

    /** The bundle as JSON text. */
    public static String toJson(ResultBundle bundle) {
        try {
            return MAPPER.writeValueAsString(bundle);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
