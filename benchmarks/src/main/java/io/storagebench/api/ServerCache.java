package io.storagebench.api;

import io.storagebench.spi.Distribution;
import java.io.BufferedInputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * Server builds unpacked from their jars, once per jar, into a cache shared by every run of the user's: a directory
 * per artifact, version and checksum ({@code <artifact>-<version>-<sha1 prefix>}). A jar is checked against the
 * checksum the repository published for it before it is unpacked. Concurrent runs do not race: one holds a lock
 * file while it unpacks into a temporary directory, which it then renames into place in one step, so a tree in
 * its final place is complete. The tree's list of files and their sizes is kept beside it, so one damaged since
 * (a file removed or truncated) is noticed before a run uses it.
 */
final class ServerCache {
    /** In the unpacked tree: the coordinates and checksum of the jar it came from. */
    static final String ORIGIN = ".storagebench-origin";
    /** In the unpacked tree: each regular file's size and path, one a line, written last. */
    static final String MANIFEST = ".storagebench-manifest";
    /** One monitor per lock file, for the threads of this process. */
    private static final Map<Path, Object> LOCKS = new ConcurrentHashMap<>();

    private ServerCache() {
    }

    /**
     * The cache: {@code STORAGEBENCH_SERVER_CACHE}, else (as root, whose home the servers' users cannot enter)
     * {@code /var/cache/storagebench/servers}, else {@code $XDG_CACHE_HOME/storagebench/servers} or
     * {@code ~/.cache/storagebench/servers}.
     */
    static Path root() {
        String given = System.getenv(Defaults.SERVER_CACHE_ENV);
        if (given != null && !given.isBlank()) {
            return Path.of(given);
        }
        if ("root".equals(System.getProperty("user.name").toLowerCase(Locale.ROOT))) {
            return Path.of(Defaults.ROOT_SERVER_CACHE);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve(Defaults.SERVER_CACHE);
    }

    /**
     * The tree of {@code jar} (version {@code version} of {@code distribution}) in the cache {@code root}, unpacked
     * now if no run did before.
     *
     * @param sha1 the jar's SHA-1 as the repository published it, or null when it did not
     * @throws BadInputException when the jar does not match its checksum, cannot be unpacked, lacks the tree, or
     *                           the tree in the cache was damaged since
     */
    static Path unpacked(Path root, Distribution distribution, String version, Path jar, String sha1) {
        String coordinates = distribution.coordinates(version);
        String actual = sha1(jar);
        if (sha1 != null && !sha1.equalsIgnoreCase(actual)) {
            throw new BadInputException(coordinates + ": the jar " + jar + " has SHA-1 " + actual + ", not the "
                    + sha1 + " published for it: remove it and run again to fetch it anew");
        }
        Path dir = root.resolve(distribution.artifactId() + "-" + version + "-" + actual.substring(0, 12));
        try {
            Files.createDirectories(root);
            Path lock = root.resolve(dir.getFileName() + ".lock");
            // the file lock keeps other processes out; a JVM may hold a file's lock once, so its threads queue here
            synchronized (LOCKS.computeIfAbsent(lock.toAbsolutePath().normalize(), p -> new Object())) {
                try (FileChannel lockFile = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock ignored = lockFile.lock()) {
                    if (!Files.isDirectory(dir)) {
                        unpack(distribution, version, jar, actual, dir);
                    }
                }
            }
        } catch (IOException e) {
            throw new BadInputException("cannot unpack " + coordinates + " into " + root + ": "
                    + Failures.oneLine(e));
        }
        requireIntact(dir, coordinates);
        return dir;
    }

    /** The coordinates and checksum of the jar the tree around {@code binDir} came from, or null for none. */
    static String origin(Path binDir) {
        for (Path d = binDir.toAbsolutePath(); d != null; d = d.getParent()) {
            Path file = d.resolve(ORIGIN);
            if (Files.isRegularFile(file)) {
                try {
                    return Files.readString(file, StandardCharsets.UTF_8).strip();
                } catch (IOException e) {
                    return null;
                }
            }
        }
        return null;
    }

    /**
     * Refuses a tree some file of which is missing or of another size than when it was unpacked.
     *
     * @throws BadInputException naming the first such file and what to do
     */
    static void requireIntact(Path dir, String coordinates) {
        Path manifest = dir.resolve(MANIFEST);
        String advice = ": remove " + dir + " and run again to unpack it anew";
        List<String> lines;
        try {
            lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("the unpacked " + coordinates + " in " + dir + " is damaged: no "
                    + MANIFEST + advice);
        }
        for (String line : lines) {
            int space = line.indexOf(' ');
            long size = Long.parseLong(line.substring(0, space));
            Path file = dir.resolve(line.substring(space + 1));
            long now;
            try {
                now = Files.size(file);
            } catch (IOException e) {
                throw new BadInputException("the unpacked " + coordinates + " in " + dir + " is damaged: "
                        + line.substring(space + 1) + " is missing" + advice);
            }
            if (now != size) {
                throw new BadInputException("the unpacked " + coordinates + " in " + dir + " is damaged: "
                        + line.substring(space + 1) + " has " + now + " bytes, not " + size + advice);
            }
        }
    }

    /** Unpacks into a temporary directory beside {@code dir}, then renames it to {@code dir}. Under the lock. */
    private static void unpack(Distribution distribution, String version, Path jar, String sha1, Path dir)
            throws IOException {
        removeLeftovers(dir);
        Path tmp = Files.createTempDirectory(dir.getParent(), dir.getFileName() + ".tmp-");
        try {
            List<String> manifest = new ArrayList<>();
            String archive = distribution.archiveFor(version);
            try (ZipFile zip = ZipFile.builder().setPath(jar).get()) {
                if (archive.endsWith("/")) {
                    unpackFolder(zip, archive, tmp, manifest);
                } else {
                    ZipArchiveEntry entry = tarEntry(zip, archive, distribution.coordinates(version));
                    try (InputStream in = new XZCompressorInputStream(new BufferedInputStream(zip.getInputStream(entry)));
                         TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
                        unpackTar(tar, tmp, manifest);
                    }
                }
            } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
                throw new BadInputException("cannot unpack " + distribution.coordinates(version) + " from " + jar
                        + ": " + Failures.oneLine(e) + " (remove the jar and run again to fetch it anew)");
            }
            if (manifest.isEmpty()) {
                throw new BadInputException(distribution.coordinates(version) + ": the jar " + jar + " has nothing "
                        + "in " + archive);
            }
            for (String folder : distribution.executables()) {
                makeExecutable(tmp.resolve(folder));
            }
            // a temporary directory is the owner's only; the servers' own users (as root) must read the tree
            Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
            Collections.sort(manifest);
            Files.writeString(tmp.resolve(ORIGIN), distribution.coordinates(version) + " sha1=" + sha1 + "\n",
                    StandardCharsets.UTF_8);
            try (BufferedWriter w = Files.newBufferedWriter(tmp.resolve(MANIFEST), StandardCharsets.UTF_8)) {
                for (String line : manifest) {
                    w.write(line);
                    w.newLine();
                }
            }
            Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            if (Files.exists(tmp)) {
                io.storagebench.spi.DirectoryTrees.delete(tmp);
            }
        }
    }

    /** The tar in the jar: the entry named, else the jar's only {@code .txz} (a platform's build named otherwise). */
    private static ZipArchiveEntry tarEntry(ZipFile zip, String name, String coordinates) {
        ZipArchiveEntry entry = zip.getEntry(name);
        if (entry != null) {
            return entry;
        }
        List<ZipArchiveEntry> tars = new ArrayList<>();
        zip.getEntries().asIterator().forEachRemaining(e -> {
            if (e.getName().endsWith(".txz")) {
                tars.add(e);
            }
        });
        if (tars.size() != 1) {
            throw new BadInputException(coordinates + ": the jar has no " + name);
        }
        return tars.get(0);
    }

    /** Trees a run that died while unpacking left behind: no run unpacks this tree now, as this one holds the lock. */
    private static void removeLeftovers(Path dir) throws IOException {
        try (DirectoryStream<Path> left = Files.newDirectoryStream(dir.getParent(), dir.getFileName() + ".tmp-*")) {
            for (Path p : left) {
                io.storagebench.spi.DirectoryTrees.delete(p);
            }
        }
    }

    private static void unpackFolder(ZipFile zip, String folder, Path into, List<String> manifest)
            throws IOException {
        Enumeration<ZipArchiveEntry> entries = zip.getEntries();
        while (entries.hasMoreElements()) {
            ZipArchiveEntry e = entries.nextElement();
            if (!e.getName().startsWith(folder) || e.getName().length() == folder.length()) {
                continue;
            }
            Path target = inside(into, e.getName().substring(folder.length()));
            if (e.isDirectory()) {
                Files.createDirectories(target);
                continue;
            }
            Files.createDirectories(target.getParent());
            try (InputStream in = zip.getInputStream(e)) {
                Files.copy(in, target);
            }
            setMode(target, e.getUnixMode());
            manifest.add(Files.size(target) + " " + into.relativize(target));
        }
    }

    private static void unpackTar(TarArchiveInputStream tar, Path into, List<String> manifest) throws IOException {
        List<TarArchiveEntry> links = new ArrayList<>();
        for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
            Path target = inside(into, e.getName());
            if (e.isDirectory()) {
                Files.createDirectories(target);
            } else if (e.isSymbolicLink() || e.isLink()) {
                links.add(e); // after the files: a hard link needs its target
            } else if (e.isFile()) {
                Files.createDirectories(target.getParent());
                Files.copy(tar, target);
                setMode(target, e.getMode());
                manifest.add(Files.size(target) + " " + into.relativize(target));
            }
        }
        for (TarArchiveEntry e : links) {
            Path target = inside(into, e.getName());
            Files.createDirectories(target.getParent());
            if (e.isSymbolicLink()) {
                // a link's target must stay inside the tree, as every entry's name must
                if (!target.getParent().resolve(e.getLinkName()).normalize().startsWith(into)) {
                    throw new IllegalArgumentException("a link out of the tree: " + e.getName());
                }
                Files.createSymbolicLink(target, Path.of(e.getLinkName()));
            } else {
                Files.createLink(target, inside(into, e.getLinkName()));
            }
        }
    }

    /** {@code name} under {@code root}, refusing a name that climbs out of it ({@code ../}, an absolute path). */
    private static Path inside(Path root, String name) {
        Path p = root.resolve(name).normalize();
        if (!p.startsWith(root)) {
            throw new IllegalArgumentException("an entry outside the tree: " + name);
        }
        return p;
    }

    /** The owner's, group's and others' permission bits of a tar or zip entry's mode; none recorded: leave as is. */
    private static void setMode(Path file, int mode) throws IOException {
        if ((mode & 0777) == 0) {
            return;
        }
        Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ ... OTHERS_EXECUTE, high bit first
        for (int i = 0; i < 9; i++) {
            if ((mode & (0400 >> i)) != 0) {
                perms.add(bits[i]);
            }
        }
        Files.setPosixFilePermissions(file, perms);
    }

    private static void makeExecutable(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(f));
                perms.addAll(Set.of(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_EXECUTE,
                        PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OWNER_READ,
                        PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ));
                Files.setPosixFilePermissions(f, perms);
            }
        }
    }

    /** The SHA-1 of a file, in hex. */
    static String sha1(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-1");
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + Failures.oneLine(e));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-1", e);
        }
    }
}
