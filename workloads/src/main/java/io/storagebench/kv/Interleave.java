package io.storagebench.kv;

import io.storagebench.workload.OpContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Whose turn it is in an interleaved step: the baseline's, the engine's, or neither's (before the first slice and
 * after the last). Readers in this JVM (the engine's gets, the Java baseline) wait at {@link #awaitTurn} between two
 * reads; fio, a process of its own, is stopped and continued (SIGSTOP, SIGCONT to it and its job processes), so its
 * reads pause between two reads as well and its start-up stays out of every slice.
 */
final class Interleave {
    private final Object lock = new Object();
    /** Guarded by lock; null: neither side reads. */
    private Slices.Side turn;
    /** Guarded by lock: the fio baseline's process once it started, and whether it reported reads yet. */
    private Process fio;
    private boolean fioReading;
    private boolean fioStopped;

    /**
     * Waits until it is {@code side}'s turn; false when the step is ending instead. The wait is in short pieces, so
     * a stopping step is noticed within {@link Defaults#FIO_POLL_MILLIS}.
     */
    boolean awaitTurn(Slices.Side side, OpContext ctx) throws InterruptedException {
        synchronized (lock) {
            while (turn != side) {
                if (ctx.stopping()) {
                    return false;
                }
                lock.wait(Defaults.FIO_POLL_MILLIS);
            }
            return true;
        }
    }

    /** Gives the turn to {@code side} (null: to neither), stopping or continuing fio as it needs. */
    void turn(Slices.Side side) throws InterruptedException {
        synchronized (lock) {
            turn = side;
            lock.notifyAll();
            boolean stop = side != Slices.Side.BASELINE;
            if (fio != null && stop != fioStopped) {
                signal(fio, stop ? "-STOP" : "-CONT");
                fioStopped = stop;
            }
        }
    }

    /** The fio baseline started this process; it runs until it reported its first reads, then waits its turn. */
    void fioStarted(Process process) {
        synchronized (lock) {
            fio = process;
            lock.notifyAll();
        }
    }

    /** fio reported reads: its start-up is over. */
    void fioReading() {
        synchronized (lock) {
            fioReading = true;
            lock.notifyAll();
        }
    }

    /**
     * Waits until fio (when {@code fio} is true) reads, for at most {@code timeoutMillis}; false when the step is
     * ending instead.
     *
     * @throws IllegalStateException when fio did not report reads in time
     */
    boolean awaitBaseline(boolean fio, long timeoutMillis, OpContext ctx) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (lock) {
            while (fio && !fioReading) {
                if (ctx.stopping()) {
                    return false;
                }
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException("fio reported no reads within " + timeoutMillis + " ms");
                }
                lock.wait(Defaults.FIO_POLL_MILLIS);
            }
            return true;
        }
    }

    /** Sends a signal to fio and its job processes (kill(1): Java has no call for SIGSTOP or SIGCONT). */
    private static void signal(Process fio, String signal) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("kill", signal, String.valueOf(fio.pid())));
        fio.descendants().forEach(p -> command.add(String.valueOf(p.pid())));
        try {
            Process kill = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(kill.getInputStream().readAllBytes()).strip();
            if (kill.waitFor() != 0 && fio.isAlive()) {
                throw new IllegalStateException("kill " + signal + " of fio failed: " + out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run kill " + signal + " for fio: " + e.getMessage(), e);
        }
    }
}
