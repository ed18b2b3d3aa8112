import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * A bare MariaDB Connector/J loop of range-notcovered-pk's query ({@code SELECT id, c FROM sbtest1 WHERE id BETWEEN
 * ? AND ?}, 101 rows, server-side prepared as storagebench's engine and sysbench prepare it), with nothing of
 * storagebench around it: what the driver alone costs the client per query (docs/sysbench-vs-storagebench.md).
 *
 * <p>Modes: {@code values} reads each row's id with getLong and c with getBytes, as storagebench's engine hands every
 * value to the runner's sink; {@code rows} only steps through the rows, which the driver has already read, as
 * sysbench's client stores each result (mysql_stmt_store_result) and decodes no value. {@code --pollute} first runs
 * 20,000 queries of other column types (BIGINT, DECIMAL, DOUBLE, VARCHAR, BINARY, and the text protocol) through the
 * same getters, as the earlier tests of one storagebench run do, so that the JIT compiles the driver's decoding
 * for all of them rather than for this query's two types alone.
 *
 * <p>Prints one line: the mode, the threads, the queries and QPS over the measured seconds, and the process's CPU
 * (user and system, every thread) per query over them; the warmup is left out. The table is sysbench's sbtest1
 * (sysbench oltp_common prepare, or a storagebench load): ids from 1.
 *
 * <pre>
 * java -cp benchmarks/target/storagebench.jar scripts/sysbench/ConnectorJLoop.java \
 *     'jdbc:mariadb://127.0.0.1:3306/sbtest?user=root&amp;sslMode=disable' 2 10 25 values [--pollute]
 * </pre>
 */
public class ConnectorJLoop {
    private static final String RANGE = "SELECT id, c FROM sbtest1 WHERE id BETWEEN ? AND ?";
    /**
     * As storagebench's engine connects (engines/mysql): statements prepared on the server once per connection, and
     * no connect timeout, which would leave the JDK's socket non-blocking and cost each reply a read() and a poll().
     */
    private static final Properties SETTINGS = new Properties();

    static {
        SETTINGS.setProperty("useServerPrepStmts", "true");
        SETTINGS.setProperty("cachePrepStmts", "true");
        SETTINGS.setProperty("connectTimeout", "0");
    }

    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (SQLException | NumberFormatException e) {
            System.err.println("ConnectorJLoop: " + e.getMessage());
            System.exit(e instanceof SQLException ? 1 : 2);
        }
    }

    private static void run(String[] args) throws Exception {
        List<String> a = new ArrayList<>(List.of(args));
        boolean pollute = a.remove("--pollute");
        if (a.size() != 5 || !List.of("values", "rows").contains(a.get(4))) {
            System.err.println("usage: ConnectorJLoop JDBC-URL THREADS WARMUP-SECONDS SECONDS values|rows [--pollute]");
            System.exit(2);
        }
        String url = a.get(0);
        int threads = Integer.parseInt(a.get(1));
        long warmupNanos = Long.parseLong(a.get(2)) * 1_000_000_000L;
        long measureNanos = Long.parseLong(a.get(3)) * 1_000_000_000L;
        boolean values = a.get(4).equals("values");
        long maxId;
        try (Connection c = DriverManager.getConnection(url, SETTINGS); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT max(id) FROM sbtest1")) {
            rs.next();
            maxId = rs.getLong(1);
        }
        LongAdder queries = new LongAdder();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] folded = new long[threads];
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        long[] end = new long[1];
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int index = t;
            Thread w = new Thread(() -> {
                try (Connection c = DriverManager.getConnection(url, SETTINGS)) {
                    if (pollute) {
                        folded[index] += pollute(c);
                    }
                    PreparedStatement ps = c.prepareStatement(RANGE);
                    ready.countDown();
                    go.await();
                    SplittableRandom random = new SplittableRandom(index);
                    long f = 0;
                    while (System.nanoTime() < end[0]) {
                        int lo = 1 + random.nextInt((int) maxId);
                        ps.setInt(1, lo);
                        ps.setInt(2, lo + 100);
                        try (ResultSet rs = ps.executeQuery()) {
                            while (rs.next()) {
                                if (values) {
                                    f = f * 31 + rs.getLong(1);
                                    byte[] b = rs.getBytes(2);
                                    f = f * 31 + b.length + b[0];
                                } else {
                                    f++;
                                }
                            }
                        }
                        queries.increment();
                    }
                    folded[index] += f;
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    ready.countDown();
                }
            }, "loop-" + t);
            workers.add(w);
            w.start();
        }
        ready.await();
        end[0] = System.nanoTime() + warmupNanos + measureNanos;
        go.countDown();
        Thread.sleep(warmupNanos / 1_000_000);
        long q0 = queries.sum();
        long cpu0 = processCpuNanos();
        long t0 = System.nanoTime();
        Thread.sleep(measureNanos / 1_000_000);
        long q1 = queries.sum();
        long cpu1 = processCpuNanos();
        long t1 = System.nanoTime();
        for (Thread w : workers) {
            w.join();
        }
        if (failure.get() != null) {
            System.err.println("ConnectorJLoop: a loop failed: " + failure.get());
            System.exit(1);
        }
        long n = q1 - q0;
        long sum = 0;
        for (long f : folded) {
            sum += f;
        }
        System.out.printf("mode %s%s threads %d queries %d qps %.0f cpu_us_per_query %.2f (fold %d)%n",
                a.get(4), pollute ? " polluted" : "", threads, n, n * 1e9 / (t1 - t0),
                n == 0 ? Double.NaN : (cpu1 - cpu0) / 1e3 / n, sum & 0xff);
    }

    /** 20,000 queries of other column types through getLong and getBytes; returns what they read, folded. */
    private static long pollute(Connection c) throws SQLException {
        String[] shapes = {
            "SELECT count(*), max(c) FROM sbtest1 WHERE id BETWEEN ? AND ?",
            "SELECT CAST(k AS SIGNED), pad, CAST(id AS UNSIGNED) FROM sbtest1 WHERE id BETWEEN ? AND ?",
            "SELECT CAST(k AS DECIMAL(20,0)), CAST(c AS BINARY), CAST(k AS DOUBLE) FROM sbtest1 "
                    + "WHERE id BETWEEN ? AND ?",
            "SELECT k DIV 3, CONCAT(pad, c), id * 2 FROM sbtest1 WHERE id BETWEEN ? AND ?",
        };
        List<PreparedStatement> statements = new ArrayList<>();
        for (String shape : shapes) {
            statements.add(c.prepareStatement(shape));
        }
        long f = 0;
        try (Statement plain = c.createStatement()) {
            for (int i = 0; i < 20_000; i++) {
                int lo = i % 1000 + 1;
                ResultSet rs;
                if (i % 5 == 4) {
                    rs = plain.executeQuery("SELECT id, c, k FROM sbtest1 WHERE id BETWEEN " + lo + " AND " + (lo + 9));
                } else {
                    PreparedStatement ps = statements.get(i % shapes.length);
                    ps.setInt(1, lo);
                    ps.setInt(2, lo + 9);
                    rs = ps.executeQuery();
                }
                try (rs) {
                    int columns = rs.getMetaData().getColumnCount();
                    while (rs.next()) {
                        for (int col = 1; col <= columns; col++) {
                            f += col % 2 == 1 ? rs.getLong(col) : rs.getBytes(col).length;
                        }
                    }
                }
            }
        }
        return f;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
