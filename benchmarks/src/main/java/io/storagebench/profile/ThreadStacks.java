package io.storagebench.profile;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Folds one pass of thread stacks, as eu-stack or gdb print them, into collapsed stacks: each thread is one sample,
 * its frames root first under the thread's name as the root frame, named as perf's fold names them so a stacks
 * profile reads like a CPU one. A frame without a symbol is named after its module ({@code [postgres]}); C++
 * parameter lists ({@code do_command(THD*, bool)}) and glibc's symbol versions ({@code @@GLIBC_2.34}) are dropped.
 */
final class ThreadStacks {
    /** {@code #3  0x00005567251ee630 CheckpointerMain - /usr/lib/postgresql/15/bin/postgres}; the name may be empty. */
    private static final Pattern EU_FRAME = Pattern.compile("#\\d+\\s+0x[0-9a-fA-F]+(?:\\s+(.*?))??(?:\\s+-\\s+(\\S+))?");
    /** {@code Thread 1 (Thread 0x7fdc16825a80 (LWP 12489) "postgres"):} */
    private static final Pattern GDB_THREAD = Pattern.compile("Thread \\d+ \\(.*\\(LWP (\\d+)\\)(?: \"(.*)\")?\\):");
    /** {@code #4  0x00005567250fcbbf in NAME (args) from lib}, or, inlined, {@code #1  NAME (args) at file:line}. */
    private static final Pattern GDB_FRAME = Pattern.compile("#\\d+\\s+(?:0x[0-9a-fA-F]+ in )?(.*)");
    private static final Pattern QUALIFIERS = Pattern.compile("(\\s*(const|volatile|&&|&))*\\s*");
    private static final Pattern VERSION = Pattern.compile("@@?[A-Za-z_][A-Za-z0-9_.]*$");

    private ThreadStacks() {
    }

    /**
     * Folds {@code eu-stack -m -p PID} output ({@code PID n - process}, {@code TID n:}, then one {@code #k} line per
     * frame, leaf first) into {@code out}, each thread under {@code threadName.apply(tid)}.
     */
    static void foldEuStack(BufferedReader in, Function<String, String> threadName, Collapsed out)
            throws IOException {
        String thread = null;
        List<String> frames = new ArrayList<>();
        for (String line = in.readLine(); ; line = in.readLine()) {
            String s = line == null ? null : line.strip();
            if (s == null || s.startsWith("TID ") || s.startsWith("PID ")) {
                add(thread, frames, out);
                thread = null;
                frames = new ArrayList<>();
                if (s == null) {
                    return;
                }
                if (s.startsWith("TID ")) {
                    thread = threadName.apply(s.substring(4).replace(":", "").strip());
                }
                continue;
            }
            Matcher m = EU_FRAME.matcher(s);
            if (thread != null && m.matches()) {
                frames.add(frameName(m.group(1), m.group(2)));
            }
        }
    }

    /**
     * Folds gdb's {@code thread apply all bt} into {@code out}: each {@code Thread n (... (LWP tid) "name"):} block
     * under its quoted name (else {@code threadName.apply(tid)}). A frame gdb could not name ({@code ??}) is named
     * after the library it gives ({@code from /lib/libc.so.6}), else after {@code mainModule}, the executable.
     */
    static void foldGdb(BufferedReader in, Function<String, String> threadName, String mainModule, Collapsed out)
            throws IOException {
        String thread = null;
        List<String> frames = new ArrayList<>();
        for (String line = in.readLine(); ; line = in.readLine()) {
            String s = line == null ? null : line.strip();
            Matcher t = s == null ? null : GDB_THREAD.matcher(s);
            if (s == null || s.isEmpty() || t.matches() || s.startsWith("[Inferior")) {
                add(thread, frames, out);
                thread = null;
                frames = new ArrayList<>();
                if (s == null) {
                    return;
                }
                if (t.matches()) {
                    thread = t.group(2) != null ? t.group(2) : threadName.apply(t.group(1));
                }
                continue;
            }
            Matcher f = GDB_FRAME.matcher(s);
            if (thread != null && s.startsWith("#") && f.matches()) {
                frames.add(gdbFrame(f.group(1), mainModule));
            }
        }
    }

    private static void add(String thread, List<String> leafFirst, Collapsed out) {
        if (thread == null || leafFirst.isEmpty()) {
            return;
        }
        List<String> frames = new ArrayList<>(leafFirst);
        Collections.reverse(frames);
        frames.add(0, thread.isBlank() ? "[unknown]" : thread.replace(';', ':'));
        out.add(frames, 1);
    }

    /** {@code NAME (args) at file:line}, {@code NAME () from lib} or {@code ?? ()} to the frame's name. */
    private static String gdbFrame(String rest, String mainModule) {
        String module = null;
        int from = rest.lastIndexOf(" from ");
        if (from >= 0) {
            module = rest.substring(from + " from ".length()).strip();
            rest = rest.substring(0, from);
        }
        int at = rest.lastIndexOf(" at ");
        if (at >= 0 && rest.lastIndexOf(')') < at) {
            rest = rest.substring(0, at);
        }
        String name = rest.strip();
        int args = name.indexOf(" (");
        if (args > 0) {
            name = name.substring(0, args);
        }
        if (name.equals("??")) {
            name = "";
        }
        return frameName(name, module != null ? module : mainModule);
    }

    /** A symbol as the bundle names it, or {@code [module]} when there is none. */
    static String frameName(String symbol, String module) {
        String name = symbol == null ? "" : symbol.strip();
        if (name.isEmpty()) {
            if (module == null || module.isBlank()) {
                return "[unknown]";
            }
            String m = module.strip();
            return "[" + m.substring(m.lastIndexOf('/') + 1) + "]";
        }
        name = VERSION.matcher(name).replaceFirst("");
        return withoutParameters(name).replace(';', ':');
    }

    /**
     * {@code do_command(THD*, bool)} to {@code do_command}, {@code Item::val() const} to {@code Item::val}: the last
     * balanced parameter list at the name's end, and the qualifiers after it, go; {@code operator()} keeps its own.
     */
    static String withoutParameters(String name) {
        String s = name.strip();
        int end = s.lastIndexOf(')');
        if (end < 0 || !QUALIFIERS.matcher(s.substring(end + 1)).matches()) {
            return s;
        }
        int depth = 0;
        for (int i = end; i >= 0; i--) {
            char c = s.charAt(i);
            if (c == ')') {
                depth++;
            } else if (c == '(') {
                depth--;
                if (depth == 0) {
                    String head = s.substring(0, i).strip();
                    return head.isEmpty() || head.endsWith("operator") ? s : head;
                }
            }
        }
        return s;
    }
}
