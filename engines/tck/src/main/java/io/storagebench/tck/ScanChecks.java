package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.op.ScanSpec;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Full scans in primary-key order or in any order, prepared or ad hoc, without a predicate and with VALUE predicates on integer columns and LENGTH
 * predicates on text; LENGTH counts characters, and the purchases' text holds multi-byte characters to tell
 * characters from bytes. SQL_LENGTH (sysbench's {@code LENGTH(c) < 0}) is checked on the sbtest's ASCII text only,
 * where bytes and characters agree.
 */
abstract class ScanChecks extends ConformanceCase {

    @Test
    @DisplayName("a scan without predicate returns every row in key order")
    void fullScan() {
        fx.assume(Capability.SCAN);
        fx.loadPurchases();
        fx.loadSbtest();
        scan(new ScanSpec(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS, null));
        scan(new ScanSpec(TckTables.PURCHASES, List.of("data", "price"), null));
        scan(new ScanSpec(TckTables.SBTEST, List.of("c", "id"), null));
    }

    @Test
    @DisplayName("a scan in any order returns the same rows, prepared or ad hoc (sysbench's scan)")
    void anyOrderScans() {
        fx.assume(Capability.SCAN);
        fx.loadPurchases();
        fx.loadSbtest();
        for (boolean adHoc : new boolean[] {false, true}) {
            scan(new ScanSpec(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS, null, RowOrder.ANY, adHoc),
                    RowComparison.anyOrder());
            scan(new ScanSpec(TckTables.SBTEST, List.of("id", "k", "c", "pad"), new Predicate("c",
                    Predicate.Function.SQL_LENGTH, Predicate.Comparison.LT, 0), RowOrder.ANY, adHoc),
                    RowComparison.anyOrder());
            for (Predicate.Comparison comparison : Predicate.Comparison.values()) {
                scan(new ScanSpec(TckTables.SBTEST, List.of("id", "k"), new Predicate("k", Predicate.Function.VALUE,
                        comparison, 250), RowOrder.ANY, adHoc), RowComparison.anyOrder());
                scan(new ScanSpec(TckTables.PURCHASES, List.of("transactionid", "data"), new Predicate("data",
                        Predicate.Function.LENGTH, comparison, 30), RowOrder.ANY, adHoc), RowComparison.anyOrder());
                scan(new ScanSpec(TckTables.PURCHASES, List.of("dateandtime"), new Predicate("dateandtime",
                        Predicate.Function.VALUE, comparison, TckTables.BASE_TIME + 100), RowOrder.KEY, adHoc),
                        RowComparison.exact());
                scan(new ScanSpec(TckTables.PURCHASES, List.of("price"), new Predicate("price",
                        Predicate.Function.VALUE, comparison, Integer.MIN_VALUE), RowOrder.KEY, adHoc),
                        RowComparison.exact());
            }
        }
    }

    @Test
    @DisplayName("VALUE predicates compare integer columns, every comparison")
    void valuePredicates() {
        fx.assume(Capability.SCAN);
        fx.loadPurchases();
        fx.loadSbtest();
        predicates(TckTables.SBTEST, "k", Predicate.Function.VALUE, List.of("id", "k"), 0, 1, 250, 500, 501);
        predicates(TckTables.PURCHASES, "price", Predicate.Function.VALUE, List.of("transactionid", "price"),
                -10, 0, 49, Integer.MAX_VALUE, Integer.MIN_VALUE);
        predicates(TckTables.PURCHASES, "dateandtime", Predicate.Function.VALUE, List.of("dateandtime"),
                TckTables.BASE_TIME, TckTables.BASE_TIME + 100);
        predicates(TckTables.PURCHASES, "transactionid", Predicate.Function.VALUE, List.of("customerid"), 600, 601);
    }

    @Test
    @DisplayName("LENGTH predicates compare the character length of text")
    void lengthPredicates() {
        fx.assume(Capability.SCAN);
        fx.loadPurchases();
        fx.loadSbtest();
        predicates(TckTables.SBTEST, "c", Predicate.Function.LENGTH, List.of("id"), 0, 120);
        predicates(TckTables.SBTEST, "pad", Predicate.Function.LENGTH, List.of("id", "pad"), 60);
        predicates(TckTables.PURCHASES, "data", Predicate.Function.LENGTH, List.of("transactionid", "data"),
                0, 10, 30, 60);
    }

    @Test
    @DisplayName("SQL_LENGTH predicates (the server's LENGTH()) agree with LENGTH on ASCII text")
    void sqlLengthPredicates() {
        fx.assume(Capability.SCAN);
        fx.loadSbtest();
        predicates(TckTables.SBTEST, "c", Predicate.Function.SQL_LENGTH, List.of("id"), -1, 0, 119, 120);
        predicates(TckTables.SBTEST, "pad", Predicate.Function.SQL_LENGTH, List.of("id", "pad"), 59, 60);
    }

    private void predicates(String table, String column, Predicate.Function function, List<String> projection,
                            long... operands) {
        for (Predicate.Comparison comparison : Predicate.Comparison.values()) {
            for (long operand : operands) {
                scan(new ScanSpec(table, projection, new Predicate(column, function, comparison, operand)));
            }
        }
    }

    private void scan(ScanSpec spec) {
        scan(spec, RowComparison.exact());
    }

    private void scan(ScanSpec spec, RowComparison comparison) {
        fx.read(spec.toString(), fx.prepare(s -> s.prepare(spec)), fx.types(spec.table(), spec.projection()),
                comparison, (op, sink) -> op.execute(sink));
    }
}
