package io.storagebench.api;

import io.storagebench.report.merge.ShardMerge;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.BundleFormatException;
import io.storagebench.results.ResultBundle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Result bundles as users name them to {@code report}, {@code check} and the Maven plugin: bundle files, or
 * directories standing for the bundles in them ({@code *.json}, by name; a run's {@code .logs/} beside them is not
 * one).
 */
public final class BundleInputs {
    private BundleInputs() {
    }

    /** The bundle files {@code inputs} name, in the order given, each directory's by name. */
    public static List<Path> files(List<Path> inputs) {
        return inputs.stream().flatMap(p -> files(p).stream()).toList();
    }

    /**
     * A file stands for itself; a directory for the bundles in it.
     *
     * @throws BundleFormatException for a directory with no bundle in it
     */
    public static List<Path> files(Path input) {
        if (!Files.isDirectory(input)) {
            return List.of(input);
        }
        try (Stream<Path> list = Files.list(input)) {
            List<Path> out = list.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted().toList();
            if (out.isEmpty()) {
                throw new BundleFormatException("no result bundles (*.json) in " + input);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bundles {@code inputs} name, read, with the shard bundles of each run merged into one bundle for the run.
     *
     * @throws BundleFormatException for a missing file, a file that is not a bundle, or a directory without one
     * @throws io.storagebench.report.merge.ShardMergeException for shards of a run that cannot be merged
     */
    public static List<ResultBundle> read(List<Path> inputs) {
        return ShardMerge.mergeRuns(files(inputs).stream().map(BundleFiles::read).toList());
    }
}
