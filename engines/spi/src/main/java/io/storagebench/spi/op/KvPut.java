package io.storagebench.spi.op;

/** A prepared {@link KvPutSpec}. */
public interface KvPut {
    /** Inserts or overwrites the value of a key. */
    void execute(byte[] key, byte[] value);
}
