package io.storagebench.spi.op;

import java.util.OptionalLong;

/** A prepared {@link KeyBoundSpec}. */
public interface KeyBound {
    /** The smallest or largest primary key now, or empty when the table is empty. */
    OptionalLong execute();
}
