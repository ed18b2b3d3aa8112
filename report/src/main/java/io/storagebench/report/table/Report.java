package io.storagebench.report.table;

import java.util.List;

/**
 * A whole report: its title, warnings the reader must see before any figure (runs set up differently), facts about
 * the runs (engines, hosts, versions), then its sections; its tables' links name the files written beside it.
 */
public record Report(String title, List<String> warnings, List<String> facts, List<Section> sections) {
    /** What every format puts above the warnings. */
    public static final String WARNINGS_HEADING = "Warning: the runs compared here were set up differently";

    public Report {
        warnings = List.copyOf(warnings);
        facts = List.copyOf(facts);
        sections = List.copyOf(sections);
    }

    /** The files the tables link to, each once, in the order the tables link them. */
    public List<ReportFile> files() {
        return sections.stream().flatMap(s -> s.tables().stream()).flatMap(t -> t.links().stream())
                .map(Link::file).distinct().toList();
    }
}
