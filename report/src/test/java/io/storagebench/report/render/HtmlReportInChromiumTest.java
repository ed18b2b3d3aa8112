package io.storagebench.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.table.Report;
import io.storagebench.results.BundleFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Opens the HTML report of the fixture bundles in a real headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}) and checks that its tables and charts render. Without them it is skipped, naming the
 * packages; on CI (CI=true) their absence fails it.
 */
class HtmlReportInChromiumTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path FIXTURES = Path.of("src/test/resources/fixtures");

    @TempDir
    static Path dir;

    private static ChromeDriver browser;

    @BeforeAll
    static void openBrowser() {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        String missing = "needs the Debian packages chromium and chromium-driver (" + CHROMIUM + ", " + DRIVER + ")";
        if (!installed && "true".equals(System.getenv("CI"))) {
            throw new AssertionError(missing);
        }
        Assumptions.assumeTrue(installed, missing);
        ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--window-size=1400,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void tablesAndChartsOfTheFixtureReportRenderWithNonZeroSize() throws Exception {
        List<Path> files;
        try (Stream<Path> list = Files.list(FIXTURES)) {
            files = list.sorted().toList();
        }
        Report report = ReportBuilder.build(Comparison.of(files.stream().map(BundleFiles::read).toList(),
                "rocksdb"));
        Path page = ReportFiles.write(report, dir, List.of("html")).get(0);
        browser.get(page.toUri().toString());

        assertThat(browser.getTitle()).startsWith("insert-benchmark (tiny)");
        for (String id : List.of("throughput", "throughput-relative", "background-insert-rate", "efficiency-l.i0",
                "efficiency-relative-qr100", "response-time-buckets-qr100", "response-time-percentiles-l.i1")) {
            WebElement table = browser.findElement(By.id(id));
            assertThat(table.isDisplayed()).as(id).isTrue();
            assertThat(table.getSize().getHeight()).as(id).isPositive();
            assertThat(table.findElements(By.cssSelector("tbody tr"))).as(id).isNotEmpty();
        }
        // highlights reached the page: postgres is slower (worse), its SLA failed (fail)
        assertThat(browser.findElements(By.cssSelector("#throughput-relative td.worse"))).isNotEmpty();
        assertThat(browser.findElements(By.cssSelector("#throughput td.fail"))).hasSize(1);

        List<WebElement> charts = browser.findElements(By.cssSelector("figure.chart img"));
        // relative throughput, and per step (3) a latency chart and a throughput-over-time chart
        assertThat(charts).hasSize(1 + 3 + 3);
        for (WebElement img : charts) {
            Object decoded = ((JavascriptExecutor) browser).executeScript(
                    "return arguments[0].complete && arguments[0].naturalWidth", img);
            assertThat(((Number) decoded).intValue()).as(img.getAttribute("alt")).isPositive();
            assertThat(img.getSize().getWidth()).isPositive();
            assertThat(img.getSize().getHeight()).isPositive();
        }
    }
}
