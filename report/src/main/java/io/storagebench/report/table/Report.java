package io.storagebench.report.table;

import java.util.List;

/** A whole report: its title, facts about the runs (engines, hosts, versions), then its sections. */
public record Report(String title, List<String> facts, List<Section> sections) {
    public Report {
        facts = List.copyOf(facts);
        sections = List.copyOf(sections);
    }
}
