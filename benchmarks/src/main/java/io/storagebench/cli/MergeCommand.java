package io.storagebench.cli;

import io.storagebench.api.ShardMerges;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code storagebench merge}: the shard bundles of one run ({@code run --shard I/N}) as one bundle for the run. */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Merges the bundles the shards of one run wrote (run --shard I/N on several client hosts) into "
                + "one bundle for the run: counts and rates summed, latency from the merged HDR histograms, per-second "
                + "series aligned by wall-clock second, SLAs judged per shard, client-host figures per host, server "
                + "figures once. report and check merge shard bundles by themselves. See docs/merge.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the merged bundle was written", "2:bad input (missing file, not a bundle, shards of "
                + "different runs, a missing or duplicate shard, differing parameters or seeds)"})
final class MergeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "BUNDLE_OR_DIR",
            description = "The shards' bundles (.json), or directories of them.")
    List<Path> inputs;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Where the merged bundle goes. Default: <run id>.json in the working directory.")
    Path out;

    @Override
    public Integer call() {
        ShardMerges.write(inputs, out, spec.commandLine().getOut());
        return Main.EXIT_OK;
    }
}
