package io.storagebench.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Step;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: {@code -p steps=qr100} alone was accepted and failed on the missing table, mid-run. A step whose tables
 * or indexes an earlier step creates is refused up front, naming that step.
 */
class QueryStepsWithoutTheStepsThatCreateTheirTablesAreRefusedTest {
    private final InsertBenchmark workload = new InsertBenchmark();

    @Test
    void aQueryStepAloneNamesL_i0() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("steps", "qr100")))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("step qr100 needs the tables that l.i0 creates: add l.i0 to parameter steps");
    }

    @Test
    void aQueryStepWithoutL_xNamesL_x() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("steps", "l.i0,qp100")))
                .hasMessage("step qp100 needs the indexes that l.x creates: add l.x to parameter steps");
    }

    @Test
    void loadStepsNeedL_i0() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("steps", "l.i1"))).hasMessageContaining("l.i0 creates");
    }

    @Test
    void stepsWithTheirCreatorsAreAccepted() {
        assertThat(workload.plan("tiny", Map.of("steps", "l.i0,l.x,qr100")).steps()).extracting(Step::name)
                .containsExactly("l.i0", "l.x", "qr100");
        assertThat(workload.plan("tiny", Map.of("steps", "l.i0,l.i1")).steps()).hasSize(2);
    }
}
