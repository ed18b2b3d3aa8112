package io.storagebench.ycsb;

import io.storagebench.results.ActorResult;
import io.storagebench.results.Latency;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import io.storagebench.results.layout.ReportLayout;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * The ycsb workload's summary: per step, YCSB's end-of-run text lines ({@code TextMeasurementsExporter}) with its
 * names, units and number formatting: {@code [OVERALL]} run time and throughput, then per operation in a fixed order
 * (READ, UPDATE, INSERT, SCAN, READ-MODIFY-WRITE) its count, average, min, max, 95th and 99th percentile latency in
 * microseconds and one {@code Return=} line per status. Latency is service time, as YCSB's operation latency; a run
 * with a target adds {@code Intended-<OP>} blocks, the response time from each operation's due time. YCSB's GC lines
 * are not printed: the bundle's JVM section has the client's collector.
 */
public final class YcsbSummary implements ReportLayout {

    @Override
    public String workload() {
        return Ycsb.NAME;
    }

    @Override
    public String summary(ResultBundle bundle) {
        StringBuilder out = new StringBuilder();
        for (StepResult step : bundle.steps()) {
            out.append("ycsb ").append(step.name()).append(" phase (YCSB's text output; latencies in us, "
                    + "blocks in a fixed order)").append(System.lineSeparator());
            ActorResult client = step.actor(YcsbSteps.CLIENT);
            double millis = step.measuredSeconds() * 1000;
            line(out, "OVERALL", "RunTime(ms)", String.valueOf((long) millis));
            line(out, "OVERALL", "Throughput(ops/sec)",
                    String.valueOf(client == null || millis <= 0 ? Double.NaN : client.ops() * 1000.0 / millis));
            boolean paced = client != null && client.targetOpsPerSecond() > 0;
            for (String op : YcsbSteps.OPERATIONS) {
                ActorResult a = step.actor(op);
                if (a != null) {
                    block(out, op, a, a.serviceTime());
                }
            }
            if (paced) {
                for (String op : YcsbSteps.OPERATIONS) {
                    ActorResult a = step.actor(op);
                    if (a != null) {
                        block(out, "Intended-" + op, a, a.responseTime());
                    }
                }
            }
        }
        return out.toString();
    }

    private static void block(StringBuilder out, String name, ActorResult a, Latency latency) {
        line(out, name, "Operations", String.valueOf(a.ops()));
        if (latency != null && latency.count() > 0) {
            line(out, name, "AverageLatency(us)", String.valueOf(latency.meanMicros()));
            Long min = minMicros(latency);
            if (min != null) {
                line(out, name, "MinLatency(us)", String.valueOf(min));
            }
            line(out, name, "MaxLatency(us)", String.valueOf((long) latency.maxMicros()));
            Double p95 = latency.percentilesMicros().get("95");
            Double p99 = latency.percentilesMicros().get("99");
            if (p95 != null) {
                line(out, name, "95thPercentileLatency(us)", String.valueOf(p95.longValue()));
            }
            if (p99 != null) {
                line(out, name, "99thPercentileLatency(us)", String.valueOf(p99.longValue()));
            }
        }
        long ok = a.ops() - a.errors();
        if (ok > 0) {
            line(out, name, "Return=OK", String.valueOf(ok));
        }
        if (a.errors() > 0) {
            line(out, name, "Return=NOT_FOUND", String.valueOf(a.errors()));
        }
    }

    /** The smallest latency, from the bundle's encoded histogram (nanoseconds); null when it cannot be read. */
    private static Long minMicros(Latency latency) {
        if (latency.hdrHistogram() == null || latency.hdrHistogram().isEmpty()) {
            return null;
        }
        try {
            Histogram h = Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(latency.hdrHistogram())), 0);
            return h.getMinValue() / 1000;
        } catch (DataFormatException | IllegalArgumentException e) {
            return null;
        }
    }

    private static void line(StringBuilder out, String name, String measurement, String value) {
        out.append('[').append(name).append("], ").append(measurement).append(", ").append(value)
                .append(System.lineSeparator());
    }
}
