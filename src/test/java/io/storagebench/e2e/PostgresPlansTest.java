package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plans PostgreSQL runs for the reads whose ORDER BY decides them, as auto_explain logs them during a CLI run:
 * they must be the reference tools' plans. With key order (found for #4), sysbench's scan walked the primary key
 * instead of a Seq Scan, range-covered-si sorted a Bitmap Heap Scan instead of an Index Only Scan, and the Insert
 * Benchmark's queries ran an Index Scan with an Incremental Sort instead of iibench's Index Only Scan.
 */
class PostgresPlansTest {
    private static final String[] QUICK = {"--no-progress", "-o", "user=postgres"};

    @TempDir
    Path dir;

    @Test
    void sysbenchsAndIibenchsReadsRunTheReferencePlans() throws Exception {
        PostgresServer server = PostgresTestServer.start("pg-plans",
                Map.of("session_preload_libraries", "auto_explain", "auto_explain.log_min_duration", "0"));
        try {
            String url = "jdbc-url=" + server.jdbcUrl("postgres");
            run("sysbench", "--engine", "postgres", "-o", url, "--workload", "sysbench",
                    "--tests",
                    "point-query,range-covered-si,range-covered-pk,range-notcovered-si,read-only-sum,update-index,"
                            + "delete,scan",
                    "-p", "rows=20000", "-p", "seconds=1", "-p", "write-seconds=1",
                    "-p", "warmup=0", "-p", "postwrite-wait=0");
            run("ibench", "--engine", "postgres", "-o", url, "-p", "steps=l.i0,l.x,qr100", "-p", "rows.l.i0=20000",
                    "-p", "query.seconds=1", "-p", "query.warmup-seconds=0", "-p", "post-load-wait=0");
        } finally {
            server.close();
        }
        Map<String, List<String>> plans = plans(Files.readString(server.log(), StandardCharsets.UTF_8));

        // oltp_scan.lua: con:query("SELECT * FROM sbtest1 WHERE LENGTH(c) < 0"), text with no ORDER BY
        assertThat(plans.get("SELECT id, k, c, pad FROM sbtest1 WHERE length(c) < 0"))
                .as(queries(plans)).isNotEmpty().allMatch(p -> p.startsWith("Seq Scan on sbtest1"));
        // range-covered-si: covered by the k index, no ORDER BY
        assertThat(plans.get("SELECT k FROM sbtest1 WHERE k BETWEEN $1 AND $2")).as(queries(plans))
                .isNotEmpty().allMatch(p -> p.startsWith("Index Only Scan using k_1 on sbtest1"));
        assertThat(plans.get("SELECT id FROM sbtest1 WHERE id BETWEEN $1 AND $2")).as(queries(plans))
                .isNotEmpty().allMatch(p -> p.startsWith("Index Only Scan using sbtest1_pkey on sbtest1"));
        // oltp_read_only.lua's sum range: SELECT SUM(k) ..., as sysbench words it (no coalesce around it)
        assertThat(plans.get("SELECT sum(k) FROM sbtest1 WHERE id BETWEEN $1 AND $2")).as(queries(plans))
                .isNotEmpty().allMatch(p -> p.startsWith("Aggregate"));
        // sysbench prepares with its parameters typed as the columns (INT: int4), so ids and k are compared and added
        // as integers; bound as bigint they were cross-type ('5000'::bigint in a custom plan's conditions)
        Map<String, List<String>> sysbench = new LinkedHashMap<>(plans);
        sysbench.keySet().removeIf(q -> !q.contains("sbtest1") || !q.contains("$1"));
        assertThat(sysbench.keySet()).as(queries(plans)).contains("SELECT c FROM sbtest1 WHERE id = $1",
                "SELECT k, c FROM sbtest1 WHERE k BETWEEN $1 AND $2", "UPDATE sbtest1 SET k = k + $1 WHERE id = $2",
                "DELETE FROM sbtest1 WHERE id = $1");
        sysbench.forEach((query, logged) -> assertThat(logged).as(query).noneMatch(p -> p.contains("::bigint")));
        // iibench.py's market, register and pdc queries: the first ten entries of the index, no sort
        for (String query : List.of(
                "SELECT productid, customerid, price FROM pi1 WHERE productid >= $1 "
                        + "ORDER BY productid, customerid, price LIMIT 10",
                "SELECT cashregisterid, customerid, price FROM pi1 WHERE cashregisterid > $1 "
                        + "ORDER BY cashregisterid, customerid, price LIMIT 10",
                "SELECT price, dateandtime, customerid FROM pi1 WHERE price >= $1 "
                        + "ORDER BY price, dateandtime, customerid LIMIT 10")) {
            assertThat(plans.get(query)).as(query + " among " + queries(plans)).isNotEmpty()
                    .allMatch(p -> p.startsWith("Limit") && p.contains("Index Only Scan using pi1_")
                            && !p.contains("Sort"));
        }
    }

    /** The queries auto_explain logged, each cut to 100 characters (the loads' INSERTs are long). */
    private static String queries(Map<String, List<String>> plans) {
        return plans.keySet().stream().map(q -> q.length() > 100 ? q.substring(0, 100) + "..." : q).toList()
                .toString();
    }

    private void run(String name, String... args) throws Exception {
        Path work = PostgresTestServer.workDir("plans-" + name);
        List<String> all = new ArrayList<>(List.of("run", "--work-dir", Cli.path(work), "--output",
                Cli.path(dir.resolve(name + ".json"))));
        all.addAll(List.of(args));
        all.addAll(List.of(QUICK));
        Cli.Result r = Cli.run(dir.resolve("log-" + name), all.toArray(String[]::new));
        assertThat(r.exitCode()).as(r.err()).isZero();
    }

    /**
     * auto_explain's entries by query text: {@code LOG:  duration: ... ms  plan:} followed by tab-indented lines,
     * {@code Query Text: ...} first, then the plan, which this returns without indentation as one string.
     */
    static Map<String, List<String>> plans(String log) {
        Map<String, List<String>> plans = new LinkedHashMap<>();
        String[] lines = log.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].endsWith("plan:") || i + 1 >= lines.length
                    || !lines[i + 1].startsWith("\tQuery Text: ")) {
                continue;
            }
            String query = lines[++i].substring("\tQuery Text: ".length()).strip();
            StringBuilder plan = new StringBuilder();
            while (i + 1 < lines.length && lines[i + 1].startsWith("\t")) {
                plan.append(lines[++i].strip()).append('\n');
            }
            plans.computeIfAbsent(query, q -> new ArrayList<>()).add(plan.toString());
        }
        return plans;
    }
}
