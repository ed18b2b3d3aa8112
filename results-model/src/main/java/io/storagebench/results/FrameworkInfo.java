package io.storagebench.results;

/** The storagebench build that produced the bundle. */
public record FrameworkInfo(String name, String version, String gitCommit) {
}
