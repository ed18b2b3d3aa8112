package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.EfficiencyColumn;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.table.Section;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plug-in jar whose layout claims a workload the built-in jar lays out already: picking the workload refuses it in
 * one line naming both layouts, as two workloads of one name are, not when the finished run is reported.
 */
class TwoLayoutsOfOneWorkloadAreRefusedBeforeAnythingRunsTest {
    /** A plug-in's layout that claims the default workload. */
    public static final class Rival implements WorkloadLayout {
        @Override
        public boolean handles(String workload) {
            return workload.equals(Catalog.defaultWorkload());
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
    void theSecondLayoutIsBadInputNamingBoth(@TempDir Path dir) throws IOException {
        Path services = dir.resolve("META-INF/services/" + WorkloadLayout.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, Rival.class.getName() + "\n");
        ClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, Catalog.class.getClassLoader());

        assertThatThrownBy(() -> Catalog.workload(Catalog.defaultWorkload(), loader))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("two report layouts claim workload '" + Catalog.defaultWorkload() + "': ")
                .hasMessageContaining(Rival.class.getName()).hasMessageNotContaining("\n");
    }
}
