package io.storagebench.distribute;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Words for a POSIX shell: each quoted so that the shell hands it to the command as it is, whatever it holds. */
final class Shell {
    /** Characters no shell gives a meaning to outside quotes; a word of only these is left bare, to stay readable. */
    private static final Pattern BARE = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private Shell() {
    }

    /** The word, single-quoted unless it needs no quotes; a single quote inside becomes {@code '\''}. */
    static String quote(String word) {
        if (BARE.matcher(word).matches()) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** The words quoted and joined by spaces: one command line. */
    static String join(List<String> words) {
        return words.stream().map(Shell::quote).collect(Collectors.joining(" "));
    }
}
