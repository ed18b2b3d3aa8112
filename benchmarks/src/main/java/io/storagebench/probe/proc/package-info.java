/**
 * Parsers for the Linux /proc files the OS probe reads ({@code /proc/stat}, {@code /proc/PID/stat},
 * {@code /proc/PID/task/TID/status}, {@code /proc/PID/io}, {@code /proc/diskstats}, {@code /proc/self/mountinfo}) and
 * {@link io.storagebench.probe.proc.ProcFs}, a reader over an injectable /proc and /sys root. No native code.
 */
package io.storagebench.probe.proc;
