package io.storagebench.results.layout;

import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * A workload's own terminal summary, provided by the workload's jar ({@code META-INF/services}) and found with
 * {@link ServiceLoader}: the run's summary shows its lines in place of the generic step table. An implementation
 * keeps a public no-argument constructor, reads only the bundle (the bundle of an older run too: a figure it lacks
 * is left out, never an exception) and returns whole lines.
 */
public interface ReportLayout {

    /** The name of the workload it lays out, as {@code Workload.name()} gives it. */
    String workload();

    /** The summary's lines for a bundle of that workload, each ending in a line separator. */
    String summary(ResultBundle bundle);

    /**
     * The layout the class loader finds for {@code workload}, if any; a provider that fails to load is skipped, so a
     * broken plug-in never costs a finished run its summary.
     */
    static Optional<ReportLayout> find(String workload, ClassLoader loader) {
        List<ReportLayout> found = new ArrayList<>();
        var providers = ServiceLoader.load(ReportLayout.class, loader).iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                ReportLayout layout = providers.next();
                if (layout.workload().equals(workload)) {
                    found.add(layout);
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                // skipped: the run's own refusal of a broken plug-in came before anything ran
            }
        }
        return found.stream().findFirst();
    }
}
