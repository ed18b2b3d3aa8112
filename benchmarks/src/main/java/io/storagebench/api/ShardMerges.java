package io.storagebench.api;

import io.storagebench.report.TerminalSummary;
import io.storagebench.report.merge.ShardMerge;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.MergedFrom;
import io.storagebench.results.ResultBundle;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code storagebench merge} for any caller: the shard bundles of one run, named as files or directories of them,
 * merged ({@link ShardMerge}) and written as one bundle, its summary printed as {@code run} prints a run's.
 */
public final class ShardMerges {
    private ShardMerges() {
    }

    /**
     * Merges the shard bundles {@code inputs} name into {@code out} (null: {@code <run id>.json} in the working
     * directory), prints its summary and where it went on {@code log} and returns the merged bundle.
     *
     * @throws io.storagebench.results.BundleFormatException for a missing file or one that is not a bundle
     * @throws io.storagebench.report.merge.ShardMergeException for bundles that are not all the shards of one run
     */
    public static ResultBundle write(List<Path> inputs, Path out, PrintWriter log) {
        List<Path> files = BundleInputs.files(inputs);
        ResultBundle merged = ShardMerge.merge(files.stream().map(BundleFiles::read).toList());
        MergedFrom from = merged.merged();
        Path file = out != null ? out : Path.of(fileName(from.runId()));
        BundleFiles.write(merged, file);
        log.print(TerminalSummary.render(merged));
        log.println(said(merged) + " into " + file.toAbsolutePath());
        log.flush();
        return merged;
    }

    /** {@code merged 3 shards of run r7 (hosts a, b, c; OK)}, for a merged bundle. */
    static String said(ResultBundle merged) {
        MergedFrom from = merged.merged();
        return "merged " + from.count() + " shard" + (from.count() == 1 ? "" : "s") + " of run " + from.runId()
                + " (host" + (from.hosts().size() == 1 ? " " : "s ") + String.join(", ", from.hosts()) + "; "
                + merged.status() + ")";
    }

    /** A run id as a file name: characters other than letters, digits, dot, dash and underscore become '_'. */
    static String fileName(String runId) {
        return runId.replaceAll("[^A-Za-z0-9._-]", "_") + ".json";
    }
}
