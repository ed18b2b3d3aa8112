package io.storagebench.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Folds {@code perf script} text into collapsed stacks, as FlameGraph's {@code stackcollapse-perf.pl} does (which is
 * CDDL Perl, so not shipped; the fold is a few lines). A sample is a header line ({@code comm pid/tid [cpu] time:
 * period event:}), one frame per indented line leaf first ({@code addr sym+off (dso)}), and a blank line. Each sample
 * becomes its frames root first under the process name as the root frame, offsets stripped; a frame perf could not
 * name is named after its library ({@code [libc.so.6]}), or {@code [unknown]}; a kernel frame is marked {@code _[k]}
 * as async-profiler marks it.
 */
final class PerfScript {
    /** perf's name for the kernel's symbols; its frames get async-profiler's kernel mark {@code _[k]}. */
    private static final String KERNEL = "[kernel.kallsyms]";

    private PerfScript() {
    }

    static Collapsed fold(BufferedReader in) throws IOException {
        Collapsed out = new Collapsed();
        String comm = null;
        List<String> frames = new ArrayList<>();
        for (String line = in.readLine(); ; line = in.readLine()) {
            if (line == null || line.isBlank()) {
                if (comm != null) {
                    Collections.reverse(frames);
                    frames.add(0, comm);
                    out.add(frames, 1);
                }
                comm = null;
                frames = new ArrayList<>();
                if (line == null) {
                    return out;
                }
            } else if (!Character.isWhitespace(line.charAt(0))) {
                comm = comm(line);
            } else if (comm != null) {
                String frame = frame(line.strip());
                if (frame != null) {
                    frames.add(frame);
                }
            }
        }
    }

    /** The command name of a header line: what comes before the first {@code pid} or {@code pid/tid} field. */
    static String comm(String header) {
        String[] parts = header.strip().split("\\s+");
        StringBuilder name = new StringBuilder();
        for (String part : parts) {
            if (part.matches("\\d+(/\\d+)?")) {
                break;
            }
            if (name.length() > 0) {
                name.append(' ');
            }
            name.append(part);
        }
        return name.length() == 0 ? "[unknown]" : name.toString().replace(';', ':');
    }

    /** {@code 55d0c3a2 ExecScan+0x1f (/usr/lib/postgresql/15/bin/postgres)} to {@code ExecScan}. */
    static String frame(String line) {
        int space = line.indexOf(' ');
        if (space < 0) {
            return null;
        }
        String rest = line.substring(space + 1).strip();
        String dso = null;
        int open = rest.lastIndexOf(" (");
        if (open >= 0 && rest.endsWith(")")) {
            dso = rest.substring(open + 2, rest.length() - 1);
            rest = rest.substring(0, open).strip();
        } else if (rest.startsWith("(") && rest.endsWith(")")) {
            dso = rest.substring(1, rest.length() - 1);
            rest = "";
        }
        int plus = rest.lastIndexOf("+0x");
        if (plus > 0) {
            rest = rest.substring(0, plus);
        }
        if (rest.isEmpty() || rest.equals("[unknown]")) {
            rest = dso == null || dso.equals("[unknown]") ? "[unknown]"
                    : "[" + dso.substring(dso.lastIndexOf('/') + 1) + "]";
        } else if (KERNEL.equals(dso)) {
            rest = rest + "_[k]";
        }
        return rest.replace(';', ':');
    }
}
