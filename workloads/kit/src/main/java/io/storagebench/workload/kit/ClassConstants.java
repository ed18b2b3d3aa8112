package io.storagebench.workload.kit;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The constant pool of a compiled class, for tests that pin what a workload's classes refer to or say: the UTF-8
 * entries (class names, descriptors and signatures among them) and the string constants (the literals, and every
 * {@code static final String} of another class the compiler inlined, which a grep of the sources misses).
 *
 * @param utf8    every UTF-8 entry, in pool order
 * @param strings the UTF-8 entries the pool's string constants point to, in pool order
 */
public record ClassConstants(List<String> utf8, List<String> strings) {
    public ClassConstants {
        utf8 = List.copyOf(utf8);
        strings = List.copyOf(strings);
    }

    /** The constants of a {@code .class} file. */
    public static ClassConstants of(Path classFile) throws IOException {
        try (InputStream in = Files.newInputStream(classFile); DataInputStream data = new DataInputStream(in)) {
            data.skipBytes(8);
            int count = data.readUnsignedShort();
            String[] utf8 = new String[count];
            List<Integer> stringIndexes = new ArrayList<>();
            for (int i = 1; i < count; i++) {
                int tag = data.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = data.readUTF();
                    case 8 -> stringIndexes.add(data.readUnsignedShort());
                    case 7, 16, 19, 20 -> data.skipBytes(2);
                    case 15 -> data.skipBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> data.skipBytes(4);
                    case 5, 6 -> {
                        data.skipBytes(8);
                        i++;
                    }
                    default -> throw new IOException(classFile + ": unknown constant tag " + tag);
                }
            }
            List<String> all = new ArrayList<>();
            for (String s : utf8) {
                if (s != null) {
                    all.add(s);
                }
            }
            return new ClassConstants(all, stringIndexes.stream().map(i -> utf8[i]).toList());
        }
    }
}
