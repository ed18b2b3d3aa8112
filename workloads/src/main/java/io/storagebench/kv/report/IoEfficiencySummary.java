package io.storagebench.kv.report;

import io.storagebench.results.ResultBundle;
import io.storagebench.results.layout.ReportLayout;

/** The io-efficiency workload's terminal summary: db_bench's table, then the study's per baseline and read step. */
public final class IoEfficiencySummary implements ReportLayout {
    @Override
    public String workload() {
        return IoEfficiency.WORKLOAD;
    }

    @Override
    public String summary(ResultBundle bundle) {
        return KvSummary.dbBench(bundle) + KvSummary.study(bundle);
    }
}
