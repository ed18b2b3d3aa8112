package io.storagebench.report.merge;

import io.storagebench.results.MetricResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A step's efficiency metrics over its shards, by where they were measured:
 * <ul>
 * <li>server figures (the {@code .server} processes, the engine's {@code engine.*} counters, its size and ratios)
 * are the one server's, which every shard saw: counted once, from the shard that ended the step last, a per-op figure
 * re-divided by the merged operations;</li>
 * <li>host figures (the whole machine: {@code .host}, the disk under the data directory, unknown names) are each
 * client host's: counted once per host, and given per host as {@code name@host};</li>
 * <li>process figures ({@code .client}, {@code .rocksdb_bg}: each shard's own JVM) add up within a host and across
 * hosts.</li>
 * </ul>
 * The plain name holds the run's figure: per op (or per insert), every host's counters once over all operations; a
 * rate per second summed over the hosts; a CPU share weighted by each host's CPUs; any other host figure only when all
 * shards ran on one host (else absent, pointing at the per-host figures).
 */
final class MetricMerge {
    private static final String AT_HOST = ShardMerge.AT_HOST;
    /** Figures of the server or its data rather than of the client host, besides the .server and engine. ones. */
    private static final Set<String> SERVER_FIGURES = Set.of("db_gb", "dir_gb", "bytes_per_row", "write_amp",
            "space_amp", "stall_s", "cache_hit_pct", "write_amp_with_wait");
    private static final String PER_OP = "_per_op";
    private static final String PER_INSERT = "_per_insert";
    private static final String PER_SECOND = "_per_s";
    private static final String PERCENT = "%";

    private enum Where { SERVER, HOST, PROCESS }

    /** A host's figure and, for a per-op or per-insert one, the count it is per and the total it came from. */
    private record HostFigure(MetricResult metric, double total, int cpus) {
    }

    private MetricMerge() {
    }

    private static Where where(String name) {
        if (name.startsWith("engine.") || name.endsWith(".server") || SERVER_FIGURES.contains(name)) {
            return Where.SERVER;
        }
        return name.endsWith(".client") || name.endsWith(".rocksdb_bg") ? Where.PROCESS : Where.HOST;
    }

    static List<MetricResult> merge(List<Part> parts) {
        Set<String> names = new LinkedHashSet<>();
        parts.forEach(p -> p.step().metrics().forEach(m -> names.add(m.name())));
        Map<String, List<Part>> hosts = new LinkedHashMap<>();
        parts.forEach(p -> hosts.computeIfAbsent(p.shard().host(), h -> new ArrayList<>()).add(p));
        List<MetricResult> out = new ArrayList<>();
        List<MetricResult> perHost = new ArrayList<>();
        for (String name : names) {
            if (where(name) == Where.SERVER) {
                out.add(server(name, parts));
                continue;
            }
            Map<String, HostFigure> figures = new LinkedHashMap<>();
            hosts.forEach((host, onHost) -> figures.put(host, host(name, onHost)));
            out.add(overall(name, unit(name, parts), figures, denominator(name, parts)));
            figures.forEach((host, f) -> perHost.add(renamed(f.metric(), name + AT_HOST + host)));
        }
        out.addAll(perHost);
        return out;
    }

    private static MetricResult server(String name, List<Part> parts) {
        Part ref = latest(name, parts);
        MetricResult m = ref.step().metric(name);
        if (!m.present() || per(name) == null) {
            return shifted(m, ref);
        }
        Long count = count(name, ref);
        Long all = denominator(name, parts);
        if (count == null || all == null || all <= 0) {
            return MetricResult.absent(name, m.unit(), "no operations measured");
        }
        return MetricResult.of(name, m.unit(), m.value() * count / all);
    }

    /** One host's figure from its shards: host-wide counters once (the shard that ended last), processes summed. */
    private static HostFigure host(String name, List<Part> onHost) {
        String unit = unit(name, onHost);
        int cpus = onHost.get(0).shard().bundle().host().cpus();
        Long all = denominator(name, onHost);
        if (where(name) == Where.HOST) {
            Part ref = latest(name, onHost);
            MetricResult m = ref.step().metric(name);
            if (m == null || !m.present() || per(name) == null) {
                return new HostFigure(m == null ? MetricResult.absent(name, unit, "not measured on this host")
                        : shifted(m, ref), 0, cpus);
            }
            Long count = count(name, ref);
            if (count == null || all == null || all <= 0) {
                return new HostFigure(MetricResult.absent(name, unit, "no operations measured"), 0, cpus);
            }
            double total = m.value() * count;
            return new HostFigure(MetricResult.of(name, unit, total / all), total, cpus);
        }
        double total = 0;
        List<Double> series = new ArrayList<>();
        for (Part p : onHost) {
            MetricResult m = p.step().metric(name);
            if (m == null || !m.present()) {
                return new HostFigure(MetricResult.absent(name, unit, p.shard().who() + ": "
                        + (m == null ? "not measured" : m.reason())), 0, cpus);
            }
            Long count = per(name) == null ? Long.valueOf(1) : count(name, p);
            if (count == null) {
                return new HostFigure(MetricResult.absent(name, unit, "no operations measured"), 0, cpus);
            }
            total += m.value() * count;
            SeriesMerge.addShifted(series, m.series(), p.offsetSeconds(), 1);
        }
        if (per(name) == null) {
            return new HostFigure(new MetricResult(name, unit, total, null, series), total, cpus);
        }
        return all == null || all <= 0 ? new HostFigure(MetricResult.absent(name, unit, "no operations measured"), 0,
                cpus) : new HostFigure(MetricResult.of(name, unit, total / all), total, cpus);
    }

    private static MetricResult overall(String name, String unit, Map<String, HostFigure> hosts, Long all) {
        for (Map.Entry<String, HostFigure> e : hosts.entrySet()) {
            if (!e.getValue().metric().present()) {
                return hosts.size() == 1 ? e.getValue().metric() : MetricResult.absent(name, unit, "host "
                        + e.getKey() + ": " + e.getValue().metric().reason());
            }
        }
        if (hosts.size() == 1) {
            return hosts.values().iterator().next().metric();
        }
        if (per(name) != null) {
            double total = hosts.values().stream().mapToDouble(HostFigure::total).sum();
            return all == null || all <= 0 ? MetricResult.absent(name, unit, "no operations measured")
                    : MetricResult.of(name, unit, total / all);
        }
        boolean share = PERCENT.equals(unit);
        if (!share && !name.contains(PER_SECOND)) {
            return MetricResult.absent(name, unit, "differs per client host: see " + name + AT_HOST + "<host>");
        }
        double cpus = share ? hosts.values().stream().mapToInt(HostFigure::cpus).sum() : 1;
        double value = 0;
        List<Double> series = new ArrayList<>();
        for (HostFigure f : hosts.values()) {
            double weight = share ? f.cpus() / cpus : 1;
            value += weight * f.metric().value();
            SeriesMerge.addShifted(series, f.metric().series(), 0, weight);
        }
        return new MetricResult(name, unit, value, null, series);
    }

    /** {@link #PER_OP}, {@link #PER_INSERT}, or null for a figure that is not a count per operation. */
    private static String per(String name) {
        return name.contains(PER_OP) ? PER_OP : name.contains(PER_INSERT) ? PER_INSERT : null;
    }

    /** What the shard's figure is per: its operations or its inserts; null when it has none. */
    private static Long count(String name, Part p) {
        return PER_INSERT.equals(per(name)) ? p.inserts() : p.ops();
    }

    /** The parts' operations (or inserts) together; null when any part has none to count. */
    private static Long denominator(String name, List<Part> parts) {
        long sum = 0;
        for (Part p : parts) {
            Long c = count(name, p);
            if (c == null) {
                return null;
            }
            sum += c;
        }
        return sum;
    }

    /** The part that measured the metric and ended the step last (its end-of-step sizes are the final ones). */
    private static Part latest(String name, List<Part> parts) {
        Part best = null;
        for (Part p : parts) {
            MetricResult m = p.step().metric(name);
            if (m == null) {
                continue;
            }
            boolean better = best == null || m.present() && !best.step().metric(name).present()
                    || m.present() == best.step().metric(name).present() && p.end() > best.end();
            if (better) {
                best = p;
            }
        }
        return best != null ? best : parts.get(0);
    }

    private static String unit(String name, List<Part> parts) {
        return parts.stream().map(p -> p.step().metric(name)).filter(m -> m != null).map(MetricResult::unit)
                .findFirst().orElse(null);
    }

    /** The part's metric with its series moved onto the merged time line. */
    private static MetricResult shifted(MetricResult m, Part p) {
        if (m.series().isEmpty()) {
            return m;
        }
        List<Double> series = new ArrayList<>();
        SeriesMerge.addShifted(series, m.series(), p.offsetSeconds(), 1);
        return new MetricResult(m.name(), m.unit(), m.value(), m.reason(), series);
    }

    private static MetricResult renamed(MetricResult m, String name) {
        return new MetricResult(name, m.unit(), m.value(), m.reason(), m.series());
    }
}
