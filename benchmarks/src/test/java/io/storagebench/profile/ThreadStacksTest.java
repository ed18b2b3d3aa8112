package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Pins the fold of real eu-stack and gdb output, captured on Debian 12 on 2026-12-03 (PostgreSQL 15.18 with backends
 * in pg_sleep, MariaDB 10.11 with connections in SELECT SLEEP), into stacks named as perf's fold names them.
 */
class ThreadStacksTest {
    private static BufferedReader fixture(String name) {
        return new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                ThreadStacksTest.class.getResourceAsStream(name), name), StandardCharsets.UTF_8));
    }

    @Test
    void postgresUnnamedFramesAreNamedAfterTheExecutableAndGlibcVersionsGo() throws IOException {
        Collapsed c = new Collapsed();
        ThreadStacks.foldEuStack(fixture("postgres15.eu-stack.txt"), tid -> "postgres", c);

        // 11 processes of one thread each: one sample per thread
        assertThat(c.total()).isEqualTo(11);
        assertThat(c.stacks()).containsEntry("postgres;_start;__libc_start_main;__libc_start_call_main;main;"
                + "PostmasterMain;[postgres];PostgresMain;[postgres];PortalRun;[postgres];standard_ExecutorRun;"
                + "[postgres];[postgres];pg_sleep;WaitLatch;WaitEventSetWait;epoll_wait", 3L);
        assertThat(c.stacks()).containsEntry("postgres;_start;__libc_start_main;__libc_start_call_main;main;"
                + "PostmasterMain;[postgres];PostgresMain;pq_getbyte;[postgres];secure_read;WaitEventSetWait;"
                + "epoll_wait", 1L);
        assertThat(c.stacks().keySet()).anySatisfy(s -> assertThat(s).endsWith(
                        "[postgres];AuxiliaryProcessMain;CheckpointerMain;WaitLatch;WaitEventSetWait;epoll_wait"))
                .allSatisfy(s -> assertThat(s).startsWith("postgres;").doesNotContain("@").doesNotContain(" - "));
    }

    @Test
    void cppParameterListsAndQualifiersAreStripped() throws IOException {
        Collapsed c = new Collapsed();
        ThreadStacks.foldEuStack(fixture("mariadbd.eu-stack.txt"), tid -> tid.equals("13037") ? "mariadbd"
                : "thread", c);

        assertThat(c.total()).isEqualTo(14);
        assertThat(c.stacks().keySet()).contains("mariadbd;_start;__libc_start_main;__libc_start_call_main;"
                + "mysqld_main;handle_connections_sockets;__poll");
        assertThat(c.stacks()).containsEntry("thread;__clone3;start_thread;[mariadbd];handle_one_connection;"
                + "do_handle_one_connection;do_command;dispatch_command;mysql_parse;mysql_execute_command;"
                + "[mariadbd];handle_select;mysql_select;JOIN::exec;JOIN::exec_inner;select_send::send_data;"
                + "Protocol::send_result_set_row;Type_handler::Item_send_long;Item_func_sleep::val_int;[mariadbd];"
                + "Interruptible_wait::wait;pthread_cond_timedwait;__futex_abstimed_wait_common", 2L);
        assertThat(c.stacks().keySet()).anySatisfy(s -> assertThat(s).contains(
                "tpool::thread_pool_generic::worker_main;tpool::thread_pool_generic::get_task;"
                        + "tpool::thread_pool_generic::wait_for_tasks;pthread_cond_clockwait;"))
                .anySatisfy(s -> assertThat(s).contains("[libstdc++.so.6.0.30]"))
                .allSatisfy(s -> assertThat(s).doesNotContain("(").doesNotContain("@"));
    }

    @Test
    void aSymbolKeepsWhatIsNotItsParameterList() {
        assertThat(ThreadStacks.withoutParameters("do_command(THD*, bool)")).isEqualTo("do_command");
        assertThat(ThreadStacks.withoutParameters("Item::val_int() const")).isEqualTo("Item::val_int");
        assertThat(ThreadStacks.withoutParameters("std::function<void ()>::operator()() const"))
                .isEqualTo("std::function<void ()>::operator()");
        assertThat(ThreadStacks.withoutParameters("(anonymous namespace)::flush")).isEqualTo(
                "(anonymous namespace)::flush");
        assertThat(ThreadStacks.frameName("pthread_cond_clockwait@GLIBC_2.30", "/lib/libc.so.6"))
                .isEqualTo("pthread_cond_clockwait");
        assertThat(ThreadStacks.frameName("", null)).isEqualTo("[unknown]");
    }

    @Test
    void gdbThreadsFoldUnderTheirNameWithUnknownFramesNamedAfterTheExecutable() throws IOException {
        Collapsed c = new Collapsed();
        ThreadStacks.foldGdb(fixture("postgres15.gdb.txt"), tid -> "unused", "postgres", c);

        // the frame gdb prints on attaching, before the first Thread line, is no thread's
        assertThat(c.stacks()).containsExactly(Map.entry("postgres;main;PostmasterMain;[postgres];"
                + "PostgresMain;[postgres];PortalRun;[postgres];standard_ExecutorRun;[postgres];[postgres];pg_sleep;"
                + "WaitLatch;WaitEventSetWait;epoll_wait", 1L));
    }

    @Test
    void gdbInlinedFramesAndLibraryFramesAreKept() throws IOException {
        String text = """
                Thread 2 (Thread 0x7f133a1ff6c0 (LWP 13152) "connection"):
                #0  0x00007f133aca3f16 in ?? () from /lib/x86_64-linux-gnu/libc.so.6
                #1  0x00007f133aca68bc in pthread_cond_timedwait@@GLIBC_2.3.2 () from /lib/x86_64-linux-gnu/libc.so.6
                #2  inline_wait (cond=0x1) at wait.h:12
                #3  0x00005578f058780a in Item_func_sleep::val_int() () from /usr/sbin/mariadbd
                #4  0x00005578f02d761f in do_command (thd=0x7f1, blocking=true) at sql_parse.cc:1409

                Thread 1 (Thread 0x7f133a8e1a80 (LWP 13037)):
                #0  0x00007f133ad1a26f in __poll () from /lib/x86_64-linux-gnu/libc.so.6
                """;
        Collapsed c = new Collapsed();
        ThreadStacks.foldGdb(new BufferedReader(new StringReader(text)), tid -> "tid" + tid, "mariadbd", c);

        assertThat(c.stacks()).containsOnlyKeys("connection;do_command;Item_func_sleep::val_int;inline_wait;"
                + "pthread_cond_timedwait;[libc.so.6]", "tid13037;__poll");
    }
}
