package io.storagebench.maven;

/** Every default of the Maven plugin, in one place; paths are Maven expressions, under the build's directory. */
final class Defaults {
    private Defaults() {
    }

    /** Where {@code run} writes its bundles. */
    static final String RESULTS_DIR = "${project.build.directory}/storagebench/results";
    /** Where {@code compare} writes its bundles, and its report under {@code report/}. */
    static final String COMPARE_DIR = "${project.build.directory}/storagebench/compare";
    /** Where the runs' data directories go (removed after each run). */
    static final String WORK_DIR = "${project.build.directory}/storagebench/work";
    /** Where {@code report} writes report.html, report.md and report.csv. */
    static final String REPORT_DIR = "${project.build.directory}/storagebench/report";
    /** The report's formats. */
    static final String REPORT_FORMATS = "html,md,csv";
    /** {@code check}'s JUnit XML: TEST-*.xml is the name CI test reporters look for. */
    static final String JUNIT = "${project.build.directory}/storagebench/TEST-storagebench-check.xml";
    static final String MARKDOWN = "${project.build.directory}/storagebench/check.md";
    static final String BENCHMARK_JSON = "${project.build.directory}/storagebench/benchmark-json";
    /**
     * Forked by default, as JMH forks: a run in Maven's own JVM shares its heap, its JIT profile and the build's
     * other plugins' threads.
     */
    static final String FORK = "true";
    /** How many failures {@code check}'s one-line message names before counting the rest. */
    static final int FAILURES_NAMED = 3;
}
