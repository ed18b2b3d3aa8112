package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.render.CsvRenderer;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The Markdown and CSV of the fixture bundles, against files checked in under src/test/resources/golden; after an
 * intended change, {@code -Dgolden.update=true} rewrites them (review the diff).
 */
class GoldenReportTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    private static Report report() {
        return ReportBuilder.build(Comparison.of(Fixtures.all(), null));
    }

    @Test
    void markdownOfFourBundlesMatchesTheGoldenFile() throws IOException {
        check("report.md", MarkdownRenderer.render(report()));
    }

    @Test
    void csvOfFourBundlesMatchesTheGoldenFile() throws IOException {
        check("report.csv", CsvRenderer.render(report()));
    }

    private static void check(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).as("%s (rerun with -Dgolden.update=true after an intended change)", file)
                .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }
}
