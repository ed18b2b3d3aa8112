package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FixturesTest {
    @Test
    void theFixtureFilesAreTheBundlesTheTestHelpersBuild() {
        for (Map.Entry<String, ResultBundle> e : Fixtures.built().entrySet()) {
            if (Boolean.getBoolean("fixtures.update")) {
                BundleFiles.write(e.getValue(), Fixtures.DIR.resolve(e.getKey()));
            }
            assertThat(BundleFiles.read(Fixtures.DIR.resolve(e.getKey()))).as(e.getKey()).isEqualTo(e.getValue());
        }
    }
}
