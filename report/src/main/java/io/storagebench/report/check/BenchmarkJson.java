package io.storagebench.report.check;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The candidate's figures for github-action-benchmark, which takes one direction per file: {@code
 * customBiggerIsBetter} (throughput) and {@code customSmallerIsBetter} (latency and costs per operation), each an
 * array of {name, unit, value, range?, extra?}. Range is the repeats' spread as that tool prints it (± stddev).
 */
public final class BenchmarkJson {
    public static final String BIGGER_IS_BETTER = "customBiggerIsBetter";
    public static final String SMALLER_IS_BETTER = "customSmallerIsBetter";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BenchmarkJson() {
    }

    /** The JSON of the figures whose better way is {@code direction}. */
    public static String json(CheckResult result, Direction direction) {
        List<Map<String, Object>> entries = new ArrayList<>();
        for (Verdict v : result.verdicts()) {
            if (v.direction() != direction || v.candidate() == null) {
                continue;
            }
            Measure m = v.candidate();
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", v.name());
            e.put("unit", v.unit());
            e.put("value", m.mean());
            if (m.n() > 1) {
                e.put("range", String.format(Locale.ROOT, "± %s", Verdict.number(m.stddev())));
            }
            e.put("extra", "n=" + m.n() + "; " + v.message());
            entries.add(e);
        }
        try {
            return MAPPER.writeValueAsString(entries);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The tool's name for the file of that direction. */
    public static String tool(Direction direction) {
        return direction == Direction.HIGHER_IS_BETTER ? BIGGER_IS_BETTER : SMALLER_IS_BETTER;
    }
}
