/**
 * End-to-end tests: the storagebench jar run as a user runs it, in a separate process, with its exit codes, output
 * and result bundles checked; and the engine TCK over every built-in engine.
 */
package io.storagebench.e2e;
