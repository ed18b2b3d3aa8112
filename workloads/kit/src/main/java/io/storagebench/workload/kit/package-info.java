/**
 * The workload kit: tests a workload without the runner, as the engine TCK tests an engine. A
 * {@link io.storagebench.workload.kit.StepDriver} runs a plan's steps on an engine (the TCK's reference engine, or a
 * {@link io.storagebench.workload.kit.RecordingEngine} around it) on one thread, the worker threads of a step taking
 * turns on a virtual clock: pacing is kept as the runner keeps it, but nothing sleeps, so a step of a minute takes
 * milliseconds. Every call is recorded in a {@link io.storagebench.workload.kit.StepRecord}, which answers for counts,
 * the rows each call returned, the kinds of operation a call named, rates over the measured window and the step's
 * SLAs. It checks what a workload does, never how fast an engine is. {@link io.storagebench.workload.kit.ClassConstants}
 * reads a compiled class's constant pool, for a test that pins what a workload's classes refer to.
 */
package io.storagebench.workload.kit;
