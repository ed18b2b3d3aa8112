package io.storagebench.api;

import java.util.Locale;

/** Byte sizes as users write them: 512m, 8g, 1073741824 (binary units, as the engines' own configs use). */
final class Sizes {
    private Sizes() {
    }

    static long parse(String text, String what) {
        String s = text.trim().toLowerCase(Locale.ROOT).replace("ib", "").replace("b", "");
        long mult = 1;
        if (!s.isEmpty()) {
            switch (s.charAt(s.length() - 1)) {
                case 'k' -> mult = 1L << 10;
                case 'm' -> mult = 1L << 20;
                case 'g' -> mult = 1L << 30;
                case 't' -> mult = 1L << 40;
                default -> mult = 1;
            }
        }
        if (mult != 1) {
            s = s.substring(0, s.length() - 1);
        }
        try {
            long value = Math.multiplyExact(Long.parseLong(s.trim()), mult);
            if (value <= 0) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new BadInputException("bad " + what + " '" + text + "': expected a positive size like 512m or 8g");
        }
    }
}
