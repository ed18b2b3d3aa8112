package io.storagebench.cli;

import io.storagebench.api.BadInputException;
import io.storagebench.api.BuildInfo;
import io.storagebench.api.Catalog;
import io.storagebench.api.ExitCode;
import io.storagebench.api.Failures;
import io.storagebench.api.JavaLogging;
import io.storagebench.results.BundleFormatException;
import io.storagebench.spi.Secrets;
import io.storagebench.workload.Workload;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code storagebench}: the entry point. Exit codes: 0 success, 1 an engine or step failed once a run had started,
 * 2 bad input or a setup nothing could run with; {@code run --help} lists them with 130 and 143.
 */
@Command(name = "storagebench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Benchmarks storage engines (RocksDB, MariaDB with InnoDB or MyRocks, PostgreSQL, SQLite), "
                + "with results as JSON bundles.",
        subcommands = {RunCommand.class, EnginesCommand.class, WorkloadsCommand.class, ReportCommand.class,
            CompareCommand.class, CheckCommand.class, MergeCommand.class, DistributeCommand.class,
            CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    static final int EXIT_OK = ExitCode.OK;
    static final int EXIT_FAILED = ExitCode.FAILED;
    static final int EXIT_USAGE = ExitCode.BAD_INPUT;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        JavaLogging.silence();
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /**
     * The top-level description, followed by the workloads on the class path, each with its own description: the
     * help names them from the catalog, not from a list of its own ({@code storagebench workloads} has their profiles).
     */
    private static void withWorkloads(CommandLine.Model.UsageMessageSpec usage) {
        List<String> lines = new ArrayList<>(List.of(usage.description()));
        try {
            List<Workload> workloads = Catalog.workloads(Main.class.getClassLoader());
            lines.add("Workloads (storagebench workloads lists their profiles):");
            workloads.forEach(w -> lines.add("  " + w.name() + ": " + w.description().replace("%", "%%")));
        } catch (BadInputException e) {
            return; // a command that needs the workloads says why; the help stays as declared
        }
        usage.description(lines.toArray(String[]::new));
    }

    /** Runs the command line with the given streams and returns the exit code (tests call this). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        withWorkloads(cli.getCommandSpec().usageMessage());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, a) -> {
            err.println(e.getCommandLine().getCommandName() + ": " + Secrets.redact(e.getMessage())
                    + " (see " + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
            return EXIT_USAGE;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof BadInputException || e instanceof IllegalArgumentException
                    || e instanceof BundleFormatException) {
                err.println(commandLine.getCommandName() + ": " + Secrets.redact(e.getMessage()));
                return EXIT_USAGE;
            }
            err.println(commandLine.getCommandName() + ": " + oneLine(e));
            if (System.getenv("STORAGEBENCH_DEBUG") != null) {
                e.printStackTrace(err);
            }
            return EXIT_FAILED;
        });
        return cli.execute(args);
    }

    /** A failure as one line, any password in it masked (see {@link Failures#oneLine}). */
    static String oneLine(Throwable e) {
        return Failures.oneLine(e);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version with the git commit it was built from. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"storagebench " + BuildInfo.version() + " (" + BuildInfo.commit() + ")"};
        }
    }
}
