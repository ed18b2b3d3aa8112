package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.testservers.TestServers;
import java.nio.file.Path;

/**
 * A completed {@code run} of the CLI on one engine and the bundle it wrote, as the tests over every engine run it:
 * the bundle in {@code dir/<engine>.json}, the work directory of a managed server under target/, since when the
 * tests run as root the server's own user must reach its data directory.
 */
record EngineRun(Cli.Result result, ResultBundle bundle) {
    /** Runs {@code run --engine engine} with {@code args}; checks that it exited 0 with an OK bundle. */
    static EngineRun ok(Path dir, String engine, String workDirPrefix, String[] micro, String... args)
            throws Exception {
        Path bundleFile = dir.resolve(engine + ".json");
        Path work = engine.equals("postgres") || engine.startsWith("mariadb")
                ? TestServers.workDir(workDirPrefix) : dir.resolve("work");
        String[] head = {"run", "--engine", engine, "--work-dir", Cli.path(work), "--output", Cli.path(bundleFile)};
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(
                InsertBenchmarkEndToEndTest.concat(head, micro), args));
        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        return new EngineRun(r, bundle);
    }
}
