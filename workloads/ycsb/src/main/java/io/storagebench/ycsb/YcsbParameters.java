package io.storagebench.ycsb;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import java.util.List;
import java.util.Locale;

/**
 * YCSB 0.17.0's CoreWorkload and client properties, under their own names, with the values of the workload files
 * {@code workloads/workload[a-f]} per profile and CoreWorkload's defaults elsewhere.
 */
record YcsbParameters(long recordCount, long operationCount, int fieldCount, int fieldLength, boolean readAllFields,
                      boolean writeAllFields, double read, double update, double insert, double scan,
                      double readModifyWrite, String requestDistribution, int minScanLength, int maxScanLength,
                      String scanLengthDistribution, boolean ordered, int zeroPadding, double hotDataFraction,
                      double hotOpnFraction, double exponentialPercentile, double exponentialFrac, int threads,
                      double target, long maxExecutionSeconds, long seed) {

    /** YCSB's six core workloads, each a profile with its workload file's values. */
    static final List<String> WORKLOADS = List.of("a", "b", "c", "d", "e", "f");
    /** The profile that runs all six in the order YCSB's wiki gives, its values workload A's. */
    static final String CORE = "core";
    /** The profiles: the six workloads, then the suite. */
    static final List<String> PROFILES = List.of("a", "b", "c", "d", "e", "f", CORE);
    static final List<String> DISTRIBUTIONS = List.of("uniform", "zipfian", "latest", "hotspot", "sequential",
            "exponential");

    static List<ParameterSpec> specs() {
        return List.of(
                spec("recordcount", "records the load phase inserts (key numbers 0 .. recordcount-1)", 1000),
                spec("operationcount", "operations of the run phase over all threads; 0 with maxexecutiontime: as "
                        + "many as fit in that time", 1000),
                spec("fieldcount", "fields per record, field0 .. field{n-1}", 10),
                spec("fieldlength", "bytes of each field", 100),
                spec("fieldlengthdistribution", "field lengths: constant (the only one here)", "constant"),
                spec("readallfields", "a read fetches all fields (false: one field)", true),
                spec("writeallfields", "an update writes all fields (false: one random field)", false),
                spec("readproportion", "share of READ", 0.5, 0.95, 1, 0.95, 0, 0.5),
                spec("updateproportion", "share of UPDATE", 0.5, 0.05, 0, 0, 0, 0),
                spec("insertproportion", "share of INSERT (new keys from recordcount up)", 0, 0, 0, 0.05, 0.05, 0),
                spec("scanproportion", "share of SCAN", 0, 0, 0, 0, 0.95, 0),
                spec("readmodifywriteproportion", "share of READ-MODIFY-WRITE (a read, then an update of the key)",
                        0, 0, 0, 0, 0, 0.5),
                spec("requestdistribution", "key choice: " + String.join(", ", DISTRIBUTIONS),
                        "zipfian", "zipfian", "zipfian", "latest", "zipfian", "zipfian"),
                spec("minscanlength", "fewest records a scan asks for", 1),
                spec("maxscanlength", "most records a scan asks for", 1000, 1000, 1000, 1000, 100, 1000),
                spec("scanlengthdistribution", "scan lengths: uniform or zipfian over [min, max]", "uniform"),
                spec("insertorder", "hashed (key numbers through FNV-1a) or ordered", "hashed"),
                spec("zeropadding", "fewest digits after 'user' in a key name", 1),
                spec("hotspotdatafraction", "hotspot: share of the keys that are hot", 0.2),
                spec("hotspotopnfraction", "hotspot: share of the operations on hot keys", 0.8),
                spec("exponential.percentile", "exponential: percentile of draws within exponential.frac of the keys",
                        95),
                spec("exponential.frac", "exponential: that share of the keys", 0.8571428571),
                spec("threadcount", "client threads of both phases (-threads)", 1),
                spec("target", "operations per second over all threads, open loop with catch-up (0: as fast as "
                        + "possible)", 0),
                spec("maxexecutiontime", "seconds after which the run phase stops (0: none)", 0),
                spec("seed", "seed of every thread's random generator (YCSB's are unseeded)", Defaults.SEED));
    }

    static YcsbParameters of(ParameterSet v) {
        String distribution = choice(v, "requestdistribution", DISTRIBUTIONS);
        choice(v, "fieldlengthdistribution", List.of("constant"));
        String scanLengths = choice(v, "scanlengthdistribution", List.of("uniform", "zipfian"));
        String order = choice(v, "insertorder", List.of("hashed", "ordered"));
        YcsbParameters p = new YcsbParameters(v.longIn("recordcount", 1, Integer.MAX_VALUE),
                v.longIn("operationcount", 0, Long.MAX_VALUE / 4), v.intIn("fieldcount", 1, 1000),
                v.intIn("fieldlength", 1, 1 << 20), v.bool("readallfields"), v.bool("writeallfields"),
                v.doubleIn("readproportion", 0, 1), v.doubleIn("updateproportion", 0, 1),
                v.doubleIn("insertproportion", 0, 1), v.doubleIn("scanproportion", 0, 1),
                v.doubleIn("readmodifywriteproportion", 0, 1), distribution, v.intIn("minscanlength", 1,
                        Integer.MAX_VALUE), v.intIn("maxscanlength", 1, Integer.MAX_VALUE), scanLengths,
                order.equals("ordered"), v.intIn("zeropadding", 1, Defaults.MAX_KEY_DIGITS),
                v.doubleIn("hotspotdatafraction", 0, 1), v.doubleIn("hotspotopnfraction", 0, 1),
                v.doubleIn("exponential.percentile", 0, 99.999), v.doubleIn("exponential.frac", 1e-9, 1),
                v.intIn("threadcount", 1, 4096), v.doubleIn("target", 0, 1e9),
                v.longIn("maxexecutiontime", 0, 365L * 24 * 3600), v.longIn("seed", Long.MIN_VALUE, Long.MAX_VALUE));
        if (p.read + p.update + p.insert + p.scan + p.readModifyWrite <= 0) {
            throw new InvalidParameterException("the operation proportions (readproportion, updateproportion, "
                    + "insertproportion, scanproportion, readmodifywriteproportion) are all 0: give one a share");
        }
        if (p.minScanLength > p.maxScanLength) {
            throw new InvalidParameterException("minscanlength " + p.minScanLength + " is above maxscanlength "
                    + p.maxScanLength);
        }
        if (p.operationCount == 0 && p.maxExecutionSeconds == 0) {
            throw new InvalidParameterException("operationcount=0 runs no operation: give operationcount, or "
                    + "maxexecutiontime to run for that long");
        }
        return p;
    }

    /** Bytes of one record's value: every field at its length, in field order. */
    int valueBytes() {
        return fieldCount * fieldLength;
    }

    /** The longest key name: "user" and the digits of a long, or the padding if longer. */
    int maxKeyBytes() {
        return Defaults.KEY_PREFIX.length() + Math.max(Defaults.MAX_KEY_DIGITS, zeroPadding);
    }

    private static String choice(ParameterSet v, String name, List<String> allowed) {
        String value = v.string(name).toLowerCase(Locale.ROOT);
        if (!allowed.contains(value)) {
            throw new InvalidParameterException("bad value '" + v.string(name) + "' for parameter " + name
                    + ": expected one of " + String.join(", ", allowed));
        }
        return value;
    }

    /** A parameter with one value, or one per workload a..f (the suite takes workload A's). */
    private static ParameterSpec spec(String name, String description, Object... values) {
        if (values.length == WORKLOADS.size()) {
            Object[] withCore = java.util.Arrays.copyOf(values, PROFILES.size());
            withCore[PROFILES.size() - 1] = values[0];
            return ParameterSpec.of(PROFILES, name, description, withCore);
        }
        return ParameterSpec.of(PROFILES, name, description, values);
    }
}
