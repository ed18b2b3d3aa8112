package io.storagebench.report.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The terminal's tables in colour: a marked cell in its mark's colour (as the HTML report's), the padding outside
 * the escapes so the columns line up as without colour, and nothing added to a plain cell or without colour.
 */
class TerminalTablesMarkCellsInColourTest {
    private static Cell figure(String text, Mark mark) {
        return new Cell(text, Measure.of(Double.parseDouble(text)), mark, null);
    }

    private static final Section SECTION = new Section("Version summary", List.of(new Table("t", "Title", "",
            List.of("group", "a -> b", "b -> c"),
            List.of(List.of(Cell.text("point"), figure("0.80", Mark.WORSE), figure("1.00", Mark.NONE)),
                    List.of(Cell.text("writes"), figure("1.52", Mark.BETTER),
                            Cell.absent("no test of the group measured on both sides"))))), List.of());

    @Test
    void markedCellsAreInTheirMarksColours_theColumnsLineUpAsWithout() {
        String plain = TerminalTables.render(SECTION);
        String coloured = TerminalTables.render(SECTION, true);

        assertThat(coloured).contains("\u001b[30;103m0.80\u001b[0m", "\u001b[30;104m1.52\u001b[0m",
                "\u001b[2mabsent\u001b[0m");
        assertThat(coloured).doesNotContain("\u001b[30;103m  ", "m1.00");
        assertThat(coloured.replaceAll("\u001b\\[[0-9;]*m", "")).isEqualTo(plain);
        assertThat(plain).doesNotContain("\u001b");
    }

    @Test
    void everyMarkHasAStyle_butNone() {
        for (Mark mark : Mark.values()) {
            assertThat(TerminalTables.style(mark) == null).as(mark.name()).isEqualTo(mark == Mark.NONE);
        }
    }
}
