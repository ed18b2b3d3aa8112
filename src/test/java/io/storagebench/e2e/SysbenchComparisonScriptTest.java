package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.storagebench.e2e.Scripts.Outcome;
import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.engine.postgres.Profile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * {@code scripts/sysbench-vs-storagebench.sh} run as its docs say, with real sysbench and the built jar, at micro
 * scale (1000 rows, seconds-long runs): in turns on MariaDB with two runs a test, in turns on MyRocks, and as pairs
 * of separate runs on PostgreSQL. What is pinned is that every test gets a row with both tools' QPS and a ratio, that
 * {@code -n} runs a test that many times in turns and the table shows the runs' range, that on MyRocks both tables
 * are compacted out of L0 before the turns and their covered reads stay covered, that PostgreSQL runs with the
 * engine's default profile, and that bad input is one line and exit 2.
 * The ratios themselves are not asserted: at this scale they are noise.
 *
 * <p>Its tests run at once ({@link Execution}): each runs the script with a work directory and servers of its own; the
 * ratios, the part a busy machine would change, are not asserted.
 */
@Execution(ExecutionMode.CONCURRENT)
class SysbenchComparisonScriptTest {
    private static final Path SCRIPT = Path.of("../../scripts/sysbench-vs-storagebench.sh").toAbsolutePath()
            .normalize();
    private static final Pattern WORK = Pattern.compile("(?m)^logs and bundles: (\\S+)$");
    private static final String NUMBER = "(\\d+\\.\\d+)";

    @Test
    void interleavedRunsOnMariaDbGiveEachTestARowOverAllItsRuns() throws Exception {
        Scripts.require("sysbench", "sysbench");
        MariaDbTestServer.require(Flavour.INNODB);

        Outcome out = script(Map.of(), "-e", "mariadb-innodb", "-t", "1", "-r", "1000", "-s", "2", "-w", "1",
                "-I", "1", "-n", "2", "-l", "point-query,range-covered-pk");

        assertEquals(0, out.exitCode(), out.all());
        for (String test : List.of("point-query", "range-covered-pk")) {
            // test thr qps qps ratio +- runs(lo-hi) ahead(x/y) ...
            Matcher row = Pattern.compile("(?m)^" + test + " +1 +" + NUMBER + " +" + NUMBER + " +" + NUMBER + " +"
                    + NUMBER + " +" + NUMBER + "-" + NUMBER + " +(\\d+)/(\\d+) ").matcher(out.stdout());
            assertTrue(row.find(), "no row for " + test + ":\n" + out.all());
            assertPositive(row.group(1), row.group(2), row.group(3));
            double lo = Double.parseDouble(row.group(5));
            double hi = Double.parseDouble(row.group(6));
            double ratio = Double.parseDouble(row.group(3));
            assertTrue(lo <= ratio && ratio <= hi, "the total's ratio lies within its runs':\n" + out.all());
            // 2 s of 1 s turns, 0.75 s counted a turn: three turns each, two A B B A groups a run
            assertEquals("4", row.group(8), out.all());
        }
        assertTrue(out.stdout().contains("largest difference: "), out.all());
        List<String> results = Files.readAllLines(workDir(out).resolve("results.txt"));
        assertEquals(4, results.size(), "two runs of each of the two tests: " + results);
    }

    @Test
    void interleavedRunsOnMyRocksCompactAndPrimeBothTablesAlikeAndCountEachSidesPointReads() throws Exception {
        Scripts.require("sysbench", "sysbench");
        MariaDbTestServer.require(Flavour.MYROCKS);

        // two threads a side: MyRocks' uncovered covered reads come with a second session's table instance
        Outcome out = script(Map.of(), "-e", "mariadb-myrocks", "-t", "2", "-r", "1000", "-s", "2", "-w", "1",
                "-I", "1", "-l", "range-notcovered-si,range-covered-si");

        assertEquals(0, out.exitCode(), out.all());
        assertRowWithBothQpsAndRatio(out, "range-notcovered-si", 2);
        assertRowWithBothQpsAndRatio(out, "range-covered-si", 2);
        assertFalse(out.stderr().contains("not primed"), out.all());
        // the levels of the column family after the compaction that follows both loads: files below L0 only
        Path levels = workDir(out).resolve("interleaved-range-notcovered-si-2-1-levels.txt");
        Map<Integer, Integer> files = new HashMap<>();
        Matcher level = Pattern.compile("(?m)^ *L(\\d+) +(\\d+)/").matcher(Files.readString(levels));
        while (level.find()) {
            files.put(Integer.parseInt(level.group(1)), Integer.parseInt(level.group(2)));
        }
        assertEquals(0, files.getOrDefault(0, 0), "no file left in L0: " + files);
        assertTrue(files.values().stream().mapToInt(Integer::intValue).sum() > 0, "both tables' files: " + files);
        // gets/q, the row's last column: not covered, each of the ~100 rows a query is a primary-key read, both sides
        double[] notCovered = gets(out, "range-notcovered-si", 2);
        assertTrue(notCovered[0] > 50 && notCovered[1] > 50, out.stdout());
        // covered, on table instances the script opened with plain statements: no primary-key read on either side
        // (without them, one run in two had a side reading each row by primary key)
        double[] covered = gets(out, "range-covered-si", 2);
        assertTrue(covered[0] < 1 && covered[1] < 1, out.stdout());
    }

    /** A MyRocks row's gets/q, its last column: sysbench's, the other side's. */
    private static double[] gets(Outcome out, String test, int threads) {
        Matcher gets = Pattern.compile("(?m)^" + Pattern.quote(test) + " +" + threads + " .* " + NUMBER + "/" + NUMBER
                + " *$").matcher(out.stdout());
        assertTrue(gets.find(), out.all());
        return new double[] {Double.parseDouble(gets.group(1)), Double.parseDouble(gets.group(2))};
    }

    @Test
    void pairsOfSeparateRunsOnPostgresGiveEachTestARowOnAServerWithTheEnginesProfile() throws Exception {
        Scripts.require("sysbench", "sysbench");
        Path bin = PostgresTestServer.requireBinaries();

        Outcome out = script(Map.of("PG_BIN", bin.toString()), "-t", "1", "-r", "1000", "-s", "2", "-w", "1",
                "-n", "1", "-l", "point-query");

        assertEquals(0, out.exitCode(), out.all());
        assertRowWithBothQpsAndRatio(out, "point-query", 1);
        // the settings of the postgres engine's default profile, as the engine reads it for its managed server
        // (autovacuum's among them), in the configuration the server ran with; shared_buffers, the run's cache
        // budget, is on the script's command line instead
        Map<String, String> settings = new HashMap<>(Profile.forBuild("default", 0, bin).settings());
        settings.remove("shared_buffers");
        List<String> profile = settings.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList();
        assertTrue(profile.contains("autovacuum_naptime=10s"), profile.toString());
        List<String> conf = Files.readAllLines(workDir(out).resolve("pgdata/postgresql.conf"));
        assertTrue(conf.containsAll(profile), "the server's postgresql.conf lacks some of " + profile);
    }

    @Test
    void badInputIsOneLineAndExitCode2() throws Exception {
        Scripts.require("sysbench", "sysbench");
        Outcome noTest = script(Map.of(), "-e", "mariadb-innodb", "-l", "point-query,no-such-test");
        assertEquals(2, noTest.exitCode(), noTest.all());
        assertEquals(List.of("sysbench-vs-storagebench: no sysbench equivalent for test 'no-such-test'"),
                noTest.stderr().lines().toList());

        Outcome shortTurn = script(Map.of(), "-e", "mariadb-innodb", "-I", "0.5");
        assertEquals(2, shortTurn.exitCode(), shortTurn.all());
        assertEquals(List.of("sysbench-vs-storagebench: -I takes the seconds of a turn, 1 or more, not '0.5'"),
                shortTurn.stderr().lines().toList());

        Outcome noRuns = script(Map.of(), "-e", "mariadb-innodb", "-I", "3", "-n", "0");
        assertEquals(2, noRuns.exitCode(), noRuns.all());
        assertEquals(List.of("sysbench-vs-storagebench: -n must be a positive number of repeats, not '0'"),
                noRuns.stderr().lines().toList());
    }

    /** The test's row at that thread count: test thr qps qps ratio ..., the three numbers above 0. */
    private static void assertRowWithBothQpsAndRatio(Outcome out, String test, int threads) {
        Matcher row = Pattern.compile("(?m)^" + Pattern.quote(test) + " +" + threads + " +" + NUMBER + " +" + NUMBER
                + " +" + NUMBER + " ").matcher(out.stdout());
        assertTrue(row.find(), "no row for " + test + ":\n" + out.all());
        assertPositive(row.group(1), row.group(2), row.group(3));
    }

    private static void assertPositive(String... numbers) {
        for (String n : numbers) {
            assertTrue(Double.parseDouble(n) > 0, n);
        }
    }

    private static Path workDir(Outcome out) {
        Matcher m = WORK.matcher(out.stdout());
        assertTrue(m.find(), out.all());
        return Path.of(m.group(1));
    }

    /** Runs the script with the built jar; its work directory is kept when it failed, for a look. */
    private static Outcome script(Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        command.addAll(List.of(args));
        Map<String, String> withJar = new HashMap<>(env);
        withJar.put("JAR", Cli.JAR.toString());
        Outcome outcome = Scripts.run(command, withJar, 300);
        Matcher m = WORK.matcher(outcome.stdout());
        if (m.find()) {
            if (outcome.exitCode() != 0) {
                System.err.println("kept for a look: " + m.group(1));
            } else {
                deleteLater(Path.of(m.group(1)));
            }
        }
        return outcome;
    }

    /** The work directory holds the server's data directory and the logs; it goes when the tests' JVM ends. */
    private static void deleteLater(Path dir) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (Stream<Path> all = Files.walk(dir)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException gone) {
                // nothing to remove
            }
        }));
    }
}
