package io.storagebench.ycsb;

/**
 * CoreWorkload's choosers, as {@code init} builds them from the properties: the key chooser of the request
 * distribution, the scan length chooser, the field chooser, and the run phase's insert key sequence. The sequence
 * and the sequential chooser are shared by all threads; every other chooser is made per thread ({@link #forThread}),
 * so no thread waits on another's draw.
 */
final class Choosers {
    private final YcsbParameters p;
    final AcknowledgedCounter inserts;
    private final Sequential sequential;

    Choosers(YcsbParameters p, AcknowledgedCounter inserts) {
        this.p = p;
        this.inserts = inserts;
        this.sequential = p.requestDistribution().equals("sequential") ? new Sequential(0, p.recordCount() - 1)
                : null;
    }

    /** One thread's choosers. */
    Thread forThread() {
        return new Thread(keyChooser(), p.scanLengthDistribution().equals("zipfian")
                ? new Zipfian(p.minScanLength(), p.maxScanLength())
                : new Uniform(p.minScanLength(), p.maxScanLength()), new Uniform(0, p.fieldCount() - 1));
    }

    private KeyGenerator keyChooser() {
        long records = p.recordCount();
        return switch (p.requestDistribution()) {
            case "uniform" -> new Uniform(0, records - 1);
            case "sequential" -> sequential;
            case "zipfian" -> {
                // the keys a run inserts, with CoreWorkload's fudge factor, so they get drawn too
                long expected = (long) (p.operationCount() * p.insert() * Defaults.INSERT_FUDGE);
                yield new ScrambledZipfian(0, records + expected);
            }
            case "latest" -> new SkewedLatest(inserts);
            case "hotspot" -> new Hotspot(0, records - 1, p.hotDataFraction(), p.hotOpnFraction());
            case "exponential" -> new Exponential(p.exponentialPercentile(), records * p.exponentialFrac());
            default -> throw new IllegalStateException("no chooser " + p.requestDistribution());
        };
    }

    /** One thread's choosers, and the shared insert sequence. */
    final class Thread {
        final KeyGenerator keys;
        final KeyGenerator scanLengths;
        final KeyGenerator fields;
        final boolean exponential;

        Thread(KeyGenerator keys, KeyGenerator scanLengths, KeyGenerator fields) {
            this.keys = keys;
            this.scanLengths = scanLengths;
            this.fields = fields;
            this.exponential = keys instanceof Exponential;
        }

        AcknowledgedCounter inserts() {
            return inserts;
        }

        YcsbParameters parameters() {
            return p;
        }
    }
}
