package io.storagebench.report.merge;

import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardInfo;

/** A shard's bundle, with how messages and merged figures name it. */
record Shard(ResultBundle bundle) {
    ShardInfo info() {
        return bundle.workload().shard();
    }

    int index() {
        return info().index();
    }

    String host() {
        return bundle.host().hostname();
    }

    /** {@code shard 1/3 (db-client-2)}. */
    String who() {
        return "shard " + info().label() + " (" + host() + ")";
    }
}
