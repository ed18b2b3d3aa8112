package io.storagebench.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/** Small jars laid out as the published server builds are, made by the tests that unpack them. */
final class ServerBuildJars {
    private ServerBuildJars() {
    }

    /**
     * A jar holding {@code txzName}, an xz-compressed tar of {@code files} (name to content; names under bin/ are
     * executable), with a symbolic link {@code lib/libpq.so -> libpq.so.5} when {@code lib/libpq.so.5} is there.
     */
    static Path txzJar(Path jar, String txzName, Map<String, String> files) throws IOException {
        ByteArrayOutputStream txz = new ByteArrayOutputStream();
        try (XZOutputStream xz = new XZOutputStream(txz, new LZMA2Options(1));
             TarArchiveOutputStream tar = new TarArchiveOutputStream(xz)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                byte[] bytes = f.getValue().getBytes(StandardCharsets.UTF_8);
                TarArchiveEntry e = new TarArchiveEntry(f.getKey());
                e.setSize(bytes.length);
                e.setMode(f.getKey().startsWith("bin/") ? 0100755 : 0100644);
                tar.putArchiveEntry(e);
                tar.write(bytes);
                tar.closeArchiveEntry();
            }
            if (files.containsKey("lib/libpq.so.5")) {
                TarArchiveEntry link = new TarArchiveEntry("lib/libpq.so", TarArchiveEntry.LF_SYMLINK);
                link.setLinkName("libpq.so.5");
                tar.putArchiveEntry(link);
                tar.closeArchiveEntry();
            }
        }
        return zip(jar, Map.of(txzName, txz.toByteArray()), 0);
    }

    /** A jar of {@code entries} as they are, each with {@code mode} (0: none recorded). */
    static Path zip(Path jar, Map<String, byte[]> entries, int mode) throws IOException {
        Files.createDirectories(jar.getParent());
        try (OutputStream out = Files.newOutputStream(jar); ZipArchiveOutputStream zip = new ZipArchiveOutputStream(out)) {
            for (Map.Entry<String, byte[]> f : entries.entrySet()) {
                ZipArchiveEntry e = new ZipArchiveEntry(f.getKey());
                if (mode != 0) {
                    e.setUnixMode(mode);
                }
                zip.putArchiveEntry(e);
                zip.write(f.getValue());
                zip.closeArchiveEntry();
            }
        }
        return jar;
    }

    /** The SHA-1 file Maven Resolver keeps beside a jar it fetched. */
    static void sha1File(Path jar) throws IOException {
        Files.writeString(jar.resolveSibling(jar.getFileName() + ".sha1"), ServerCache.sha1(jar));
    }
}
