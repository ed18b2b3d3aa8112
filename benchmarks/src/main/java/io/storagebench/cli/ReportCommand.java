package io.storagebench.cli;

import io.storagebench.api.BundleInputs;
import io.storagebench.api.Defaults;
import io.storagebench.api.Reports;
import io.storagebench.report.table.Report;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code storagebench report}: compares result bundles against a base, as HTML, Markdown and CSV. */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compares result bundles (engines, versions or configurations of one workload) against a base "
                + "and writes report.html (self-contained, with charts), report.md and report.csv.",
            "Bundles of the same engine, version, options and parameters are repeats: the report shows their spread. "
                + "The shard bundles of a run (run --shard I/N) are merged into one bundle for the run first."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the report was written", "2:bad input (missing file, not a bundle, mixed workloads, "
                + "unknown base, shards of a run that cannot be merged)"})
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "BUNDLE",
            description = "Result bundles (.json), or directories of them.")
    List<Path> inputs;

    @Mixin
    ReportOptions options = new ReportOptions();

    @Override
    public Integer call() {
        options.write(spec.commandLine().getOut(), BundleInputs.files(inputs));
        return Main.EXIT_OK;
    }

    /** The options report and compare share, and the rendering they both end with. */
    static final class ReportOptions {
        @Option(names = "--base", paramLabel = "NAME",
                description = "The run every ratio is against: an engine name or a run's label. Default: the first.")
        String base;

        @Option(names = "--out", defaultValue = Defaults.REPORT_DIR, paramLabel = "DIR",
                description = "Where the report files go. Default: ./${DEFAULT-VALUE}.")
        Path out;

        @Option(names = "--format", split = ",", defaultValue = "html,md,csv", paramLabel = "FORMAT",
                description = "Formats to write: html, md, csv (comma-separated). Default: ${DEFAULT-VALUE}.")
        List<String> formats;

        @Option(names = "--color", defaultValue = "auto", paramLabel = "WHEN", converter = Colour.Parse.class,
                description = "Marked cells of the tables printed here in colour: auto (on a terminal, unless "
                        + "NO_COLOR is set or TERM is dumb), always, never. Default: ${DEFAULT-VALUE}.")
        Colour colour;

        /** Writes the report of {@code files} in each format, says where, and returns it. */
        Report write(PrintWriter out, List<Path> files) {
            return Reports.write(out, files, base, this.out, formats, colours());
        }

        /** Whether the tables printed on the terminal are in colour. */
        boolean colours() {
            return colour.enabled(System.getenv(), System.console() != null);
        }
    }

    /** When the terminal's tables are in colour, as {@code ls --color=WHEN} and the NO_COLOR convention have it. */
    enum Colour {
        AUTO, ALWAYS, NEVER;

        /**
         * {@code auto}, {@code always}, {@code never} in any case, as ls and grep spell them; here rather than as the
         * command line's case-insensitive enums, since every command line that parses these options (distribute's
         * check of run's options, tests) would have to be set up alike.
         */
        static final class Parse implements CommandLine.ITypeConverter<Colour> {
            @Override
            public Colour convert(String value) {
                for (Colour c : values()) {
                    if (c.name().equalsIgnoreCase(value)) {
                        return c;
                    }
                }
                throw new CommandLine.TypeConversionException("expected auto, always or never, not '" + value + "'");
            }
        }

        boolean enabled(Map<String, String> env, boolean console) {
            return switch (this) {
                case ALWAYS -> true;
                case NEVER -> false;
                case AUTO -> console && env.getOrDefault("NO_COLOR", "").isEmpty()
                        && !"dumb".equals(env.get("TERM"));
            };
        }
    }
}
