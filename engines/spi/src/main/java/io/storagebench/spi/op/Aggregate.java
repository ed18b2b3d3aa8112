package io.storagebench.spi.op;

/**
 * Aggregate over a range: COUNT of rows, or SUM of an integer column. The result is one row with one long value,
 * 0 for an empty range (SQL engines map SUM's NULL to 0).
 */
public enum Aggregate {
    NONE, COUNT, SUM
}
