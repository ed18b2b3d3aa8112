/**
 * The Insert Benchmark (iibench), as Mark Callaghan's iq.sh and iibench.py run it: steps l.i0, l.x, l.i1, l.i2
 * (then quiesce and wait), qr100, qp100, qr500, qp500, qr1000, qp1000; one table per client; a deleter that follows
 * the inserter with at most 8 batches of lag; a once-per-second, no-catch-up limiter on the background inserter in
 * the query steps, judged against 95% of its target rate.
 */
package io.storagebench.ibench;
