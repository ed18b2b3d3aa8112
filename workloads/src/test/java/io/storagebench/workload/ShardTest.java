package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A shard's block and range: the shards' shares cover the whole exactly once, and an uneven block is refused. */
class ShardTest {

    @Test
    void blocksOfEveryShardAreEqualContiguousAndAddUpToTheWhole() {
        long next = 0;
        for (int i = 0; i < 4; i++) {
            Shard.Block block = new Shard(i, 4).block(12, "clients");
            assertThat(block.first()).isEqualTo(next);
            assertThat(block.size()).isEqualTo(3);
            next += block.size();
        }
        assertThat(next).isEqualTo(12);
    }

    @Test
    void aBlockThatDoesNotDivideIsRefusedInOneLineNamingTheParameter() {
        assertThatThrownBy(() -> new Shard(0, 3).block(4, "clients"))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("clients=4 cannot be split into 3 equal shards: make clients a multiple of 3");
    }

    @Test
    void rangesCoverTheWholeOnceEvenWhenItDoesNotDivideOrIsHuge() {
        for (long total : new long[] {10, 7, 2, Long.MAX_VALUE / 2}) {
            long next = 0;
            for (int i = 0; i < 3; i++) {
                Shard.Block range = new Shard(i, 3).range(total);
                assertThat(range.first()).as("shard %d of %d", i, total).isEqualTo(next);
                assertThat(range.size()).isBetween(total / 3, total / 3 + 1);
                next += range.size();
            }
            assertThat(next).isEqualTo(total);
        }
    }

    @Test
    void theWholeRunIsOneShardAndAnIndexOutOfRangeIsNoShard() {
        assertThat(Shard.WHOLE.whole()).isTrue();
        assertThat(Shard.WHOLE.block(5, "threads")).isEqualTo(new Shard.Block(0, 5));
        assertThat(new Shard(2, 3).rate(300.0)).isEqualTo(100.0);
        assertThat(new Shard(1, 3).label()).isEqualTo("1/3");
        assertThatThrownBy(() -> new Shard(3, 3)).hasMessage("shard 3/3 is out of range");
        assertThatThrownBy(() -> new Shard(0, 0)).hasMessage("shard 0/0 is out of range");
    }

    @Test
    void aWorkloadThatDoesNotSayHowItSplitsRefusesShards() {
        Workload io = new io.storagebench.kv.IoEfficiency();
        assertThatThrownBy(() -> io.plan(io.profiles().get(0), java.util.Map.of(), new Shard(0, 2)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("workload io-efficiency cannot be run in shards");
    }
}
