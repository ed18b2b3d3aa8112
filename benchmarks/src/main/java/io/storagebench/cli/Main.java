package io.storagebench.cli;

import io.storagebench.report.ErrorWords;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Secrets;
import io.storagebench.results.BundleFormatException;
import java.io.PrintWriter;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code storagebench}: the entry point. Exit codes: 0 success, 1 an engine or step failed once a run had started,
 * 2 bad input or a setup nothing could run with; {@code run --help} lists them with 130 and 143.
 */
@Command(name = "storagebench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Benchmarks storage engines (RocksDB, MariaDB with InnoDB or MyRocks, PostgreSQL, SQLite): the "
                + "Insert Benchmark and the sysbench microbenchmarks, with results as JSON bundles.",
        subcommands = {RunCommand.class, EnginesCommand.class, WorkloadsCommand.class, ReportCommand.class,
            CompareCommand.class, CheckCommand.class,
            CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    static final int EXIT_OK = 0;
    static final int EXIT_FAILED = 1;
    static final int EXIT_USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        silenceJavaUtilLogging();
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /**
     * Drivers log through java.util.logging (pgjdbc warns of a bad URL port there), whose default configuration
     * prints each record on stderr as a timestamp line and a message line. What they report also reaches us as an
     * exception, which we print as one line; so the root logger loses its console handler and logs nothing. A user who points
     * java.util.logging at a configuration of their own (-Djava.util.logging.config.file=...) gets their logging.
     */
    static void silenceJavaUtilLogging() {
        if (System.getProperty("java.util.logging.config.file") != null
                || System.getProperty("java.util.logging.config.class") != null) {
            return;
        }
        LogManager.getLogManager().reset();
        Logger.getLogger("").setLevel(Level.OFF);
    }

    /** Runs the command line with the given streams and returns the exit code (tests call this). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, a) -> {
            err.println(e.getCommandLine().getCommandName() + ": " + Secrets.redact(e.getMessage())
                    + " (see " + e.getCommandLine().getCommandSpec().qualifiedName() + " --help)");
            return EXIT_USAGE;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof UsageException || e instanceof IllegalArgumentException
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

    /**
     * A failure as one line: the message, or the exception's class when it has none; engine errors as is. A password
     * in it (a driver quoting the URL) is masked.
     */
    static String oneLine(Throwable e) {
        String message = e.getMessage();
        String text = e instanceof EngineException || message != null && !message.isBlank()
                ? String.valueOf(message) : e.getClass().getSimpleName();
        return Secrets.redact(ErrorWords.of(text.replace('\n', ' ')));
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
