package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.WorkloadInfo;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report's layout of a workload comes from the class loader that finds the workload, as a plug-in
 * directory's jar registers it ({@code META-INF/services}); a workload that brings none gets the generic layout, and
 * two layouts claiming one workload are refused with both named.
 */
class APluginWorkloadBringsItsOwnLayoutTest {
    private static final String SERVICES = "META-INF/services/" + WorkloadLayout.class.getName();

    /** A plug-in's layout: the generic columns plus a section of its own. */
    public static final class OutsideLayout implements WorkloadLayout {
        @Override
        public boolean handles(String workload) {
            return workload.equals("outside-workload");
        }

        @Override
        public List<EfficiencyColumn> efficiency() {
            return GenericLayout.COMMON;
        }

        @Override
        public List<Section> extraSections(Comparison comparison) {
            return List.of(new Section("Outside section", List.of(new Table("outside-table", "Outside table",
                    "a table only the plug-in's layout adds", List.of("run"), List.of())), List.of()));
        }
    }

    /** A second layout for the same workload. */
    public static final class RivalLayout implements WorkloadLayout {
        @Override
        public boolean handles(String workload) {
            return workload.equals("outside-workload");
        }

        @Override
        public List<EfficiencyColumn> efficiency() {
            return List.of();
        }

        @Override
        public List<Section> extraSections(Comparison comparison) {
            return List.of();
        }
    }

    @Test
    void theLayoutThePluginLoaderFindsBuildsTheReport(@TempDir Path dir) throws IOException {
        ClassLoader loader = pluginPath(dir, OutsideLayout.class);
        assertThat(WorkloadLayout.forWorkload("outside-workload", loader)).isInstanceOf(OutsideLayout.class);
        assertThat(WorkloadLayout.forWorkload("outside-workload", getClass().getClassLoader()))
                .as("without the plug-in path").isInstanceOf(GenericLayout.class);

        ResultBundle bundle = outside(Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true));
        Report report = new ReportBuilder(WorkloadLayout.forWorkload("outside-workload", loader))
                .report(Comparison.of(List.of(bundle), null));
        assertThat(report.sections()).extracting(Section::heading).contains("Outside section");
    }

    @Test
    void aWorkloadThatBringsNoLayoutGetsTheGenericOne(@TempDir Path dir) throws IOException {
        ClassLoader loader = pluginPath(dir, OutsideLayout.class);
        assertThat(WorkloadLayout.forWorkload("a-workload-without-a-layout", loader)).isInstanceOf(GenericLayout.class);
    }

    @Test
    void twoLayoutsClaimingOneWorkloadAreRefusedNamingBoth(@TempDir Path dir) throws IOException {
        ClassLoader loader = pluginPath(dir, OutsideLayout.class, RivalLayout.class);
        assertThatThrownBy(() -> WorkloadLayout.forWorkload("outside-workload", loader))
                .isInstanceOf(LayoutClashException.class)
                .hasMessageStartingWith("two report layouts claim workload 'outside-workload': ")
                .hasMessageContaining(OutsideLayout.class.getName()).hasMessageContaining(RivalLayout.class.getName())
                .hasMessageNotContaining("\n");
    }

    /** A directory standing for a plug-in jar: its services file names the layouts (their classes come from here). */
    private static ClassLoader pluginPath(Path dir, Class<?>... layouts) throws IOException {
        Path services = dir.resolve(SERVICES);
        Files.createDirectories(services.getParent());
        Files.write(services, Arrays.stream(layouts).map(Class::getName).toList());
        URL url = dir.toUri().toURL();
        return new URLClassLoader(new URL[] {url}, APluginWorkloadBringsItsOwnLayoutTest.class.getClassLoader());
    }

    private static ResultBundle outside(ResultBundle b) {
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new WorkloadInfo("outside-workload", "tiny", 1, Map.of()), b.startedAt(), b.endedAt(), b.status(),
                b.steps(), b.errors());
    }
}
