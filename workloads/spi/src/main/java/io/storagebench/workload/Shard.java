package io.storagebench.workload;

/**
 * Which share of a run one process runs when the run is split over processes (hosts) against one server: shard
 * {@code index} (0-based) of {@code count}. A workload plans its share from the whole run's parameters, so every
 * shard of a run is told the same parameters and the shares follow from them: equal, contiguous blocks of the
 * workload's clients or threads ({@link #block}), near-equal contiguous ranges of what need not divide
 * ({@link #range}), and rates of shared background work divided by {@code count}. Item numbers stay global (client
 * 4's table is {@code pi5} in whichever shard runs it), so shards never collide. A workload that splits guarantees
 * that the shards' plans together do the whole run's work exactly once.
 *
 * @param index this process's shard, from 0
 * @param count how many shards the run has, at least 1
 */
public record Shard(int index, int count) {
    /** A run in one process: the whole workload. */
    public static final Shard WHOLE = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + " is out of range");
        }
    }

    /** True for a run in one process. */
    public boolean whole() {
        return count == 1;
    }

    /**
     * This shard's block of {@code total} items that must divide evenly (clients, threads, tables): the first is
     * {@code index * total / count}, and every shard gets {@code total / count}.
     *
     * @param what names the items and their parameter in the refusal ({@code "clients"})
     * @throws InvalidParameterException when {@code total} is not a multiple of {@code count}
     */
    public Block block(long total, String what) {
        if (total % count != 0) {
            throw new InvalidParameterException(what + "=" + total + " cannot be split into " + count
                    + " equal shards: make " + what + " a multiple of " + count);
        }
        long size = total / count;
        return new Block(index * size, size);
    }

    /**
     * This shard's range of {@code total} items that may split unevenly (keys, operations): from
     * {@code total * index / count} up to {@code total * (index + 1) / count}, so the ranges of all shards cover
     * {@code [0, total)} exactly once.
     */
    public Block range(long total) {
        long first = floorShare(total, index);
        return new Block(first, floorShare(total, index + 1) - first);
    }

    /** {@code floor(total * part / count)} without overflow: total = q * count + r, and r * part < count^2. */
    private long floorShare(long total, int part) {
        return total / count * part + total % count * part / count;
    }

    /** A rate of the whole run's shared background work, this shard's part of it. */
    public double rate(double whole) {
        return whole / count;
    }

    /** As users write it: {@code 1/3} is the second of three. */
    public String label() {
        return index + "/" + count;
    }

    /**
     * A contiguous run of items.
     *
     * @param first the first item's global number
     * @param size  how many
     */
    public record Block(long first, long size) {
        /** The first item's global number, as an int (clients, threads, tables). */
        public int firstInt() {
            return Math.toIntExact(first);
        }

        /** How many, as an int. */
        public int sizeInt() {
            return Math.toIntExact(size);
        }
    }
}
