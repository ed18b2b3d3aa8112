package io.storagebench.testservers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * Three test classes of a run, two of them asking for the same server: it starts once, for the first that asks, runs
 * until the run's last class has ended, and stops then; a class that never asks starts none; a start that fails
 * fails every class that asks, with one attempt. Each case is run through the JUnit platform as a run of its own.
 */
class ServerPerRunTest {
    /** What the fake servers did, in order. */
    static final List<String> EVENTS = Collections.synchronizedList(new ArrayList<>());

    /** A server that records its start and stop. */
    record FakeServer(int id) implements AutoCloseable {
        @Override
        public void close() {
            EVENTS.add("stop " + id);
        }
    }

    static final ServerPerRun<FakeServer> SHARED = new ServerPerRun<>("fake", () -> {
        EVENTS.add("start");
        return new FakeServer(EVENTS.size());
    });

    static final ServerPerRun<FakeServer> BROKEN = new ServerPerRun<>("broken", () -> {
        EVENTS.add("attempt");
        throw new IllegalStateException("the fake server cannot start here");
    });

    static class FirstUser {
        @RegisterExtension
        static final ServerPerRun<FakeServer> SERVER = SHARED;

        @Test
        void asks() {
            EVENTS.add("first sees " + SERVER.get().id());
        }
    }

    static class SecondUser {
        @RegisterExtension
        static final ServerPerRun<FakeServer> SERVER = SHARED;

        @Test
        void asksToo() {
            EVENTS.add("second sees " + SERVER.get().id());
        }
    }

    static class NeverAsks {
        @RegisterExtension
        static final ServerPerRun<FakeServer> SERVER = SHARED;

        @Test
        void doesNotAsk() {
            EVENTS.add("never asks");
        }
    }

    static class BrokenUser {
        @RegisterExtension
        static final ServerPerRun<FakeServer> SERVER = BROKEN;

        @Test
        void one() {
            SERVER.get();
        }

        @Test
        void two() {
            SERVER.get();
        }
    }

    @Test
    void twoClassesOfARunShareOneServerStartedOnceAndStoppedAfterTheLastClass() {
        EVENTS.clear();
        Events tests = run(FirstUser.class, SecondUser.class, NeverAsks.class);
        tests.assertStatistics(s -> s.succeeded(3).failed(0));
        // the classes' order is JUnit's to choose; the start comes before either asks, the stop after all three
        assertThat(EVENTS).hasSize(5).containsExactlyInAnyOrder("start", "first sees 1", "second sees 1",
                "never asks", "stop 1");
        assertThat(EVENTS.get(EVENTS.size() - 1)).isEqualTo("stop 1");
        assertThat(EVENTS.indexOf("start")).isLessThan(EVENTS.indexOf("first sees 1"))
                .isLessThan(EVENTS.indexOf("second sees 1"));
    }

    @Test
    void aRunWhoseClassesNeverAskStartsNoServer() {
        EVENTS.clear();
        run(NeverAsks.class).assertStatistics(s -> s.succeeded(1));
        assertThat(EVENTS).containsExactly("never asks");
    }

    @Test
    void aServerThatCannotStartFailsEveryTestThatAsksAfterOneAttempt() {
        EVENTS.clear();
        run(BrokenUser.class).assertStatistics(s -> s.failed(2));
        assertThat(EVENTS).containsExactly("attempt");
    }

    private static Events run(Class<?>... classes) {
        var request = EngineTestKit.engine("junit-jupiter");
        for (Class<?> c : classes) {
            request.selectors(selectClass(c));
        }
        return request.execute().testEvents();
    }
}
