package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class PerfScriptTest {
    /** perf script's default output of two samples of a PostgreSQL backend (cpu-clock, frame pointers). */
    private static final String SCRIPT = """
            postgres  4242 12345.678901:   10101010 cpu-clock:pppH:\s
            \t    55d0c3a2f00b heap_hot_search_buffer+0x5b (/usr/lib/postgresql/15/bin/postgres)
            \t    55d0c3a2e111 ExecScan+0x1f (/usr/lib/postgresql/15/bin/postgres)
            \t    55d0c3a2e222 [unknown] (/usr/lib/postgresql/15/bin/postgres)
            \t    7f0000001234 __libc_start_call_main+0x7a (/usr/lib/x86_64-linux-gnu/libc.so.6)

            postgres  4242/4242 12345.688901:   10101010 cpu-clock:pppH:\s
            \tffffffff8110a1b2 finish_task_switch.isra.0+0x92 ([kernel.kallsyms])
            \t    7f0000005678 epoll_wait+0x4e (/usr/lib/x86_64-linux-gnu/libc.so.6)
            \t    7f0000009999 [unknown] ([unknown])

            """;

    @Test
    void eachSampleIsItsFramesRootFirstUnderTheProcessName() throws Exception {
        Collapsed c = PerfScript.fold(new BufferedReader(new StringReader(SCRIPT)));
        assertThat(c.stacks()).containsOnlyKeys(
                "postgres;__libc_start_call_main;[postgres];ExecScan;heap_hot_search_buffer",
                "postgres;[unknown];epoll_wait;finish_task_switch.isra.0_[k]");
        assertThat(c.total()).isEqualTo(2);
    }

    @Test
    void theLastSampleCountsWithoutATrailingBlankLine() throws Exception {
        Collapsed c = PerfScript.fold(new BufferedReader(new StringReader(SCRIPT.strip())));
        assertThat(c.total()).isEqualTo(2);
    }

    @Test
    void aCommandNameWithSpacesIsKeptWhole() {
        assertThat(PerfScript.comm("my server  77/78 [001] 1.0: 1 cpu-clock:")).isEqualTo("my server");
    }

    @Test
    void aSymbolWithSpacesKeepsThemAndLosesOnlyItsOffset() {
        assertThat(PerfScript.frame("5f00 rocksdb::DBImpl::GetImpl(rocksdb::ReadOptions const&)+0x1a0 "
                + "(/usr/lib/librocksdb.so.7)")).isEqualTo("rocksdb::DBImpl::GetImpl(rocksdb::ReadOptions const&)");
    }
}
