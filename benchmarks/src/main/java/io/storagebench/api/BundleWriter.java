package io.storagebench.api;

import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the run's bundle on disk current: the skeleton at start, a partial bundle (status RUNNING) after every
 * step, the final one at the end. Each write is atomic, so a crash leaves the last complete bundle. Figures the
 * workload's report layout derives across steps ({@link WorkloadLayout#derive}, found by the thread's context class
 * loader, the plug-in path's inside a run) are added before every write, so the file holds them as soon as the steps
 * they need are in it.
 */
final class BundleWriter {
    private final Path file;
    private ResultBundle bundle;
    private final WorkloadLayout layout;
    private final List<StepResult> steps = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

    BundleWriter(Path file, ResultBundle skeleton) {
        this.file = file;
        this.bundle = skeleton;
        this.layout = WorkloadLayout.forWorkload(skeleton.workload().name());
        BundleFiles.write(bundle, file);
    }

    /**
     * A bundle in a new file, {@code <dir>/<name>.json} or the next free suffix ({@link RunNames}), so a run never
     * overwrites another run's bundle. The claimed file is empty only until the skeleton replaces it, at once.
     */
    static BundleWriter inNewFile(Path dir, String name, ResultBundle skeleton) {
        Path file;
        try {
            Files.createDirectories(dir);
            file = RunNames.claim(dir, name, ".json", Files::createFile);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a result bundle in " + dir + ": " + e.getMessage(), e);
        }
        try {
            return new BundleWriter(file, skeleton);
        } catch (RuntimeException e) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // the write's failure is the one to report
            }
            throw e;
        }
    }

    synchronized void stepFinished(StepResult step) {
        steps.add(step);
        if (step.error() != null) {
            errors.add(step.name() + ": " + step.error());
        }
        write(RunStatus.RUNNING, null);
    }

    synchronized void error(String message) {
        errors.add(message);
    }

    /** The final bundle, with the steps the runner returned (they supersede the partial list). */
    synchronized ResultBundle finish(RunStatus status, List<StepResult> finalSteps) {
        if (finalSteps != null && finalSteps.size() >= steps.size()) {
            steps.clear();
            steps.addAll(finalSteps);
        }
        write(status, Instant.now().toString());
        return bundle;
    }

    Path file() {
        return file;
    }

    private void write(RunStatus status, String endedAt) {
        bundle = layout.derive(bundle.with(status, endedAt, steps, errors));
        BundleFiles.write(bundle, file);
    }
}
