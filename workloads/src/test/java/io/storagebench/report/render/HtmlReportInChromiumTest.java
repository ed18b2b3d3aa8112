package io.storagebench.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.table.Report;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
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

    @Test
    void thirtyTwoTestsOfThreeVersionsFitA1400PixelPageWithBarLabelsThatDoNotOverlap() throws Exception {
        List<ResultBundle> versions = List.of(version("8.0.44", 1.0), version("8.4.7", 0.9), version("9.5.0", 1.1));
        Path page = ReportFiles.write(ReportBuilder.build(Comparison.of(versions, null)), dir.resolve("versions"),
                List.of("html")).get(0);
        browser.get(page.toUri().toString());
        JavascriptExecutor js = browser;

        long pageWidth = ((Number) js.executeScript("return document.documentElement.scrollWidth")).longValue();
        long windowWidth = ((Number) js.executeScript("return window.innerWidth")).longValue();
        assertThat(pageWidth).as("the page scrolls sideways").isLessThanOrEqualTo(windowWidth);
        for (WebElement table : browser.findElements(By.cssSelector("table"))) {
            assertThat(table.getRect().getX() + table.getRect().getWidth()).as(table.getAttribute("id"))
                    .isLessThanOrEqualTo((int) windowWidth);
        }

        WebElement writes = browser.findElement(By.id("chart-relative-qps-writes"));
        List<WebElement> labels = writes.findElements(By.cssSelector("table.hbar th"));
        assertThat(labels).hasSize(10);
        for (int i = 1; i < labels.size(); i++) {
            // fractional pixels: WebElement.getRect() rounds, and adjacent rows touch
            double previousBottom = ((Number) js.executeScript("return arguments[0].getBoundingClientRect().bottom",
                    labels.get(i - 1))).doubleValue();
            double top = ((Number) js.executeScript("return arguments[0].getBoundingClientRect().top",
                    labels.get(i))).doubleValue();
            assertThat(top).as(labels.get(i).getText()).isGreaterThanOrEqualTo(previousBottom - 0.01);
            assertThat(labels.get(i).getSize().getHeight()).isPositive();
        }
        List<WebElement> bars = writes.findElements(By.cssSelector("tr:first-child div.bar"));
        assertThat(bars).hasSize(2);
        // 8.4.7 at 0.90 of the base, 9.5.0 at 1.10: the second bar is the longer, both are drawn
        assertThat(bars.get(0).getSize().getWidth()).isPositive()
                .isLessThan(bars.get(1).getSize().getWidth());
    }

    @Test
    void theScaleupViewOfASweepRendersItsTablesAndLineCharts() throws Exception {
        List<ResultBundle> sweep = List.of(1, 2, 4).stream().map(n -> SysbenchBundles.run("postgres", "18.1",
                java.util.Map.of("threads", String.valueOf(n)), SysbenchBundles.TESTS, t -> 1000.0 * n, t -> 50,
                t -> 2)).toList();
        Path page = ReportFiles.write(ReportBuilder.build(Comparison.of(sweep, null)), dir.resolve("sweep"),
                List.of("html")).get(0);
        browser.get(page.toUri().toString());

        for (String id : List.of("scaleup-postgres", "scaleup-cpuo-postgres", "scaleup-cso-postgres")) {
            WebElement table = browser.findElement(By.id(id));
            assertThat(table.isDisplayed()).as(id).isTrue();
            assertThat(table.findElements(By.cssSelector("tbody tr"))).as(id).hasSizeGreaterThanOrEqualTo(32);
        }
        for (String group : List.of("point", "range", "range-with-aggregation", "writes")) {
            WebElement img = browser.findElement(By.cssSelector("#chart-scaleup-postgres-" + group + " img"));
            Object decoded = ((JavascriptExecutor) browser).executeScript(
                    "return arguments[0].complete && arguments[0].naturalWidth", img);
            assertThat(((Number) decoded).intValue()).as(group).isPositive();
        }
    }

    private static ResultBundle version(String version, double speed) {
        return SysbenchBundles.run("mysql", version, java.util.Map.of(), SysbenchBundles.TESTS, t -> 1000 * speed,
                t -> 100 / speed, t -> 3);
    }
}
