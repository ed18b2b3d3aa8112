package io.storagebench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in this JVM and keeps what it printed, for tests of input a run refuses up front. */
public record CommandLineRun(int exitCode, String out, String err) {

    public static CommandLineRun run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CommandLineRun(code, out.toString(), err.toString());
    }
}
