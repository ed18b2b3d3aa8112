package io.storagebench.ycsb;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * YCSB's run phase, one client thread: each call is one operation chosen by the proportions (CoreWorkload's
 * DiscreteGenerator: positive shares divided by their sum) on a key from the key chooser, counted under its name.
 * The records are key-value pairs, so an update reads the record, rewrites its field (or all of them) and puts it
 * back, as YCSB's key-value bindings (RocksDB's) do; a read or update of a missing key is NOT_FOUND.
 */
final class ClientWorker implements Worker {
    private final KvGet get;
    private final KvPut put;
    private final KvScan scan;
    private final Records records;
    private final Choosers.Thread choosers;
    private final YcsbParameters p;
    private final SplittableRandom random;
    private final double[] shares;
    private final Capture capture = new Capture();
    private long left;

    ClientWorker(Session session, Records records, Choosers.Thread choosers, long operations,
                 SplittableRandom random) {
        this.p = choosers.parameters();
        this.get = session.prepare(new KvGetSpec(Defaults.TABLE));
        this.put = session.prepare(new KvPutSpec(Defaults.TABLE));
        this.scan = p.scan() > 0 ? session.prepare(new KvScanSpec(Defaults.TABLE, false)) : null;
        this.records = records;
        this.choosers = choosers;
        this.random = random;
        double sum = p.read() + p.update() + p.insert() + p.scan() + p.readModifyWrite();
        this.shares = new double[] {p.read() / sum, p.update() / sum, p.insert() / sum, p.scan() / sum,
            p.readModifyWrite() / sum};
        this.left = operations;
    }

    @Override
    public long run(OpContext ctx) {
        if (left == 0) {
            return DONE;
        }
        left--;
        YcsbSteps.Operation op = choose();
        long rows;
        boolean ok;
        switch (op) {
            case READ -> {
                ok = get.execute(records.key(nextKeyNumber()), ctx.sink());
                rows = ok ? 1 : 0;
            }
            case UPDATE -> {
                ok = update(records.key(nextKeyNumber()));
                rows = ok ? 1 : 0;
            }
            case INSERT -> {
                AcknowledgedCounter inserts = choosers.inserts();
                long n = inserts.next(random);
                try {
                    put.execute(records.key(n), records.value(random));
                } finally {
                    inserts.acknowledge(n);
                }
                ok = true;
                rows = 1;
            }
            case SCAN -> {
                int length = (int) choosers.scanLengths.next(random);
                rows = scan.execute(records.key(nextKeyNumber()), length, ctx.sink());
                ok = true;
            }
            default -> {
                byte[] key = records.key(nextKeyNumber());
                ok = get.execute(key, ctx.sink()) && update(key);
                rows = ok ? 1 : 0;
            }
        }
        ctx.operation(op.ordinal(), ok);
        return rows;
    }

    /** Reads the record, rewrites one field (or every field) and writes it back; false when it is not there. */
    private boolean update(byte[] key) {
        capture.reset();
        if (!get.execute(key, capture) || capture.value == null) {
            return false;
        }
        byte[] value = capture.value;
        if (p.writeAllFields()) {
            value = records.value(random);
        } else {
            records.rewriteField(value, (int) choosers.fields.next(random), random);
        }
        put.execute(key, value);
        return true;
    }

    private YcsbSteps.Operation choose() {
        double u = random.nextDouble();
        YcsbSteps.Operation[] ops = YcsbSteps.Operation.values();
        for (int i = 0; i < shares.length; i++) {
            if (u < shares[i]) {
                return ops[i];
            }
            u -= shares[i];
        }
        // rounding left a sliver past the last share: the last operation with a share
        for (int i = shares.length - 1; i >= 0; i--) {
            if (shares[i] > 0) {
                return ops[i];
            }
        }
        throw new IllegalStateException("no operation has a share");
    }

    /**
     * CoreWorkload.nextKeynum: a draw of the key chooser, redrawn while above the newest acknowledged key
     * (exponential: the newest key minus a draw, redrawn while negative).
     */
    private long nextKeyNumber() {
        long newest = choosers.inserts().last();
        long key;
        if (choosers.exponential) {
            do {
                key = choosers.inserts().last() - choosers.keys.next(random);
            } while (key < 0);
        } else {
            do {
                key = choosers.keys.next(random);
            } while (key > newest && (newest = choosers.inserts().last()) < key);
        }
        return key;
    }

    /** Keeps the value a read delivers, for the update that rewrites it. */
    private static final class Capture implements RowSink {
        byte[] value;

        void reset() {
            value = null;
        }

        @Override
        public void longValue(long v) {
        }

        @Override
        public void stringValue(String v) {
            value = v.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }

        @Override
        public void bytesValue(byte[] bytes, int offset, int length) {
            value = java.util.Arrays.copyOfRange(bytes, offset, offset + length);
        }

        @Override
        public void endRow() {
        }
    }
}
