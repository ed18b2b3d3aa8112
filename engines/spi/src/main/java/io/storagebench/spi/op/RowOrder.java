package io.storagebench.spi.op;

/**
 * The order a read must deliver its rows in, as much as its consumer needs and no more. A SQL engine turns it into
 * the ORDER BY it sends, which decides the plan: PostgreSQL answers {@code SELECT k ... WHERE k BETWEEN ? AND ?}
 * from the index alone (Index Only Scan) but {@code ... ORDER BY k, id} with a Bitmap Heap Scan and a Sort, and
 * {@code SELECT * ... WHERE length(c) < 0} with a Seq Scan but {@code ... ORDER BY id} with a walk of the primary key.
 * An engine may always deliver a stricter order than asked; {@link #KEY} is the strictest.
 */
public enum RowOrder {
    /**
     * Key order: the index's columns, then the primary key; the same rows in the same sequence on every engine. SQL:
     * {@code ORDER BY index columns, primary key}.
     */
    KEY,
    /**
     * The index's columns only; rows equal on all of them come in any order. SQL: {@code ORDER BY index columns}, as
     * iibench.py orders its secondary-index queries. Over the primary key it is {@link #KEY}.
     */
    INDEX,
    /**
     * Any order: the consumer reads every row and needs none. SQL: no ORDER BY, as sysbench sends its ranges and its
     * scan. With an ORDER BY column, rows equal on it come in any order. Not with a limit: which rows a limit keeps
     * depends on the order.
     */
    ANY
}
