package io.storagebench.report;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fixture bundles under src/test/resources/fixtures, as {@link Bundles} builds them: a RocksDB base, PostgreSQL
 * (slower, its qr100 SLA failed, reads per op unreadable), and two repeats of RocksDB with zstd whose spread is
 * wider than their difference to the base. {@code -Dfixtures.update=true} rewrites the files.
 */
final class Fixtures {
    static final Path DIR = Path.of("src/test/resources/fixtures");

    private Fixtures() {
    }

    static Map<String, ResultBundle> built() {
        Map<String, ResultBundle> out = new LinkedHashMap<>();
        out.put("rocksdb.json", Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true));
        out.put("postgres.json", Bundles.insertBenchmark("postgres", Map.of(), 0.7, null, false));
        out.put("rocksdb-zstd-r1.json", Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 0.97, 0.5,
                true));
        out.put("rocksdb-zstd-r2.json", Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 1.17, 0.5,
                true));
        return out;
    }

    /** The fixture files, read back as a user's bundles would be. */
    static List<ResultBundle> read(String... names) {
        return List.of(names).stream().map(n -> BundleFiles.read(DIR.resolve(n))).toList();
    }

    static List<ResultBundle> all() {
        return read(built().keySet().toArray(new String[0]));
    }
}
