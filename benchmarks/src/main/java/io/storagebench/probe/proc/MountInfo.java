package io.storagebench.probe.proc;

import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code /proc/self/mountinfo}: which mount holds a path. Fields: mount id, parent id, {@code major:minor}, root,
 * mount point (octal escapes such as {@code \040} for a space), options, optional fields, {@code -}, fs type, source.
 *
 * @param major      the device's major number (0 for filesystems without a block device: tmpfs, overlay, proc)
 * @param mountPoint where it is mounted
 */
public record MountInfo(int major, int minor, Path mountPoint, String fsType, String source) {

    /** The mount whose mount point is the longest prefix of {@code path} (the last one wins on equal points). */
    public static Optional<MountInfo> containing(String text, Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        MountInfo best = null;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 10) {
                continue;
            }
            int dash = java.util.Arrays.asList(f).indexOf("-");
            String[] dev = f[2].split(":");
            Path point = Path.of(unescape(f[4]));
            if (dash < 0 || dash + 2 >= f.length || !absolute.startsWith(point)) {
                continue;
            }
            if (best == null || point.getNameCount() >= best.mountPoint.getNameCount()) {
                best = new MountInfo(Integer.parseInt(dev[0]), Integer.parseInt(dev[1]), point, f[dash + 1],
                        f[dash + 2]);
            }
        }
        return Optional.ofNullable(best);
    }

    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                out.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
