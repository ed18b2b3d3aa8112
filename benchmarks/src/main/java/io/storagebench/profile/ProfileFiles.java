package io.storagebench.profile;

import io.storagebench.results.ProfileResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import one.convert.Arguments;
import one.convert.FlameGraph;

/**
 * Writes a process group's samples as the bundle keeps them: {@code <group>.collapsed} (or another base name:
 * {@code server.stacks.collapsed}), and beside it {@code <group>.html}, the flame graph async-profiler's converter
 * draws from the same stacks.
 */
final class ProfileFiles {
    private ProfileFiles() {
    }

    /**
     * Writes both files and returns the profile with its functions per operation; a flame graph that cannot be drawn
     * leaves only the collapsed file, which is the canonical artifact.
     */
    static ProfileResult write(ProfileContext ctx, String profiler, String group, String how, double seconds,
                               Collapsed stacks, String basis, Double basisUsPerOp) throws IOException {
        return write(ctx, profiler, group, group, group + " CPU", how, seconds, stacks, basis, basisUsPerOp);
    }

    /**
     * As {@link #write(ProfileContext, String, String, String, double, Collapsed, String, Double)}, into
     * {@code <fileBase>.collapsed} and {@code <fileBase>.html} under the title {@code <step>: <what> (<profiler>)}:
     * a second profile of the same group ({@code server.stacks}) sits beside the first.
     */
    static ProfileResult write(ProfileContext ctx, String profiler, String group, String fileBase, String what,
                               String how, double seconds, Collapsed stacks, String basis, Double basisUsPerOp)
            throws IOException {
        Files.createDirectories(ctx.dir());
        String collapsedName = fileBase + ".collapsed";
        StringWriter text = new StringWriter();
        stacks.write(text);
        Files.writeString(ctx.dir().resolve(collapsedName), text.toString(), StandardCharsets.UTF_8);
        String htmlName = fileBase + ".html";
        boolean drawn;
        try {
            drawHtml(new StringReader(text.toString()), ctx.dir().resolve(htmlName),
                    ctx.step() + ": " + what + " (" + profiler + ")");
            drawn = true;
        } catch (IOException | RuntimeException e) {
            drawn = false;
        }
        return new ProfileResult(profiler, group, how, seconds, stacks.total(), ctx.named(collapsedName),
                drawn ? ctx.named(htmlName) : null, basisUsPerOp == null ? null : basis,
                stacks.functions(Defaults.TOP_FUNCTIONS, basisUsPerOp), null);
    }

    static void drawHtml(Reader collapsed, Path html, String title) throws IOException {
        FlameGraph graph = new FlameGraph(new Arguments("--title", title));
        graph.parseCollapsed(collapsed);
        try (PrintStream out = new PrintStream(Files.newOutputStream(html), false, StandardCharsets.UTF_8)) {
            graph.dump(out);
        }
    }

}
