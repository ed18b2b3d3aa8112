package io.storagebench.spi.op;

/** How a range bound compares: no bound, {@code >=}/{@code <=}, or strict {@code >}/{@code <}. */
public enum Bound {
    NONE, INCLUSIVE, EXCLUSIVE
}
