package io.storagebench.report.render;

import io.storagebench.report.table.Report;
import io.storagebench.report.table.ReportFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a report in the chosen formats as {@code report.html}, {@code report.md} and {@code report.csv}, and beside
 * them the files its tables link to (the differential flame graphs under {@code flames/}).
 */
public final class ReportFiles {
    /** The formats there are, by their --format name. */
    public static final List<String> FORMATS = List.of("html", "md", "csv");

    private ReportFiles() {
    }

    /** Writes each format into {@code dir}; returns the files in the order of {@code formats}, then the linked ones. */
    public static List<Path> write(Report report, Path dir, List<String> formats) {
        List<Path> files = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            for (String format : formats) {
                String f = format.trim().toLowerCase(Locale.ROOT);
                String text = switch (f) {
                    case "html" -> HtmlRenderer.render(report);
                    case "md" -> MarkdownRenderer.render(report);
                    case "csv" -> CsvRenderer.render(report);
                    default -> throw new IllegalArgumentException("unknown format '" + format + "' (formats: "
                            + String.join(", ", FORMATS) + ")");
                };
                Path file = dir.resolve("report." + f);
                Files.writeString(file, text, StandardCharsets.UTF_8);
                files.add(file);
            }
            for (ReportFile linked : report.files()) {
                Path file = dir.resolve(linked.name());
                Files.createDirectories(file.getParent());
                Files.writeString(file, linked.content(), StandardCharsets.UTF_8);
                files.add(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report to " + dir + ": " + e.getMessage(), e);
        }
        return files;
    }
}
