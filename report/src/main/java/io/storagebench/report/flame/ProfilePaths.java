package io.storagebench.report.flame;

import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Path;
import java.util.List;

/**
 * A bundle names its profile files relative to its own directory ({@code x.profiles/qp100/server.collapsed}); a
 * report reads them from wherever it runs, so the bundle read from {@code x.json} has them resolved against that
 * file's directory first.
 */
public final class ProfilePaths {
    private ProfilePaths() {
    }

    /** The bundle with each present profile's files as paths beside {@code bundleFile}. */
    public static ResultBundle resolved(ResultBundle bundle, Path bundleFile) {
        Path dir = bundleFile.toAbsolutePath().getParent();
        List<StepResult> steps = bundle.steps().stream().map(s -> s.profiles().isEmpty() ? s
                : s.withProfiles(s.profiles().stream().map(p -> resolved(p, dir)).toList())).toList();
        return bundle.with(bundle.status(), bundle.endedAt(), steps, bundle.errors());
    }

    private static ProfileResult resolved(ProfileResult p, Path dir) {
        return new ProfileResult(p.profiler(), p.group(), p.how(), p.seconds(), p.samples(), resolved(p.collapsed(),
                dir), resolved(p.flameGraph(), dir), p.basis(), p.functions(), p.reason());
    }

    private static String resolved(String name, Path dir) {
        return name == null ? null : dir.resolve(name).toString();
    }
}
