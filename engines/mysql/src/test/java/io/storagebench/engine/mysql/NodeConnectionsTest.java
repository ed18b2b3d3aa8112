package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A URL that lists a cluster's nodes becomes one URL per node, each with the user part, database and options. */
class NodeConnectionsTest {

    @Test
    void eachHostGetsItsOwnUrlWithTheDatabaseAndOptions() {
        assertThat(NodeConnections.nodeUrls("jdbc:mysql://h1:3306,h2:3307, h3:3308/ib?sslMode=verify-full"))
                .containsExactly("jdbc:mysql://h1:3306/ib?sslMode=verify-full",
                        "jdbc:mysql://h2:3307/ib?sslMode=verify-full", "jdbc:mysql://h3:3308/ib?sslMode=verify-full");
    }

    @Test
    void aUserPartGoesWithEveryHost() {
        assertThat(NodeConnections.nodeUrls("jdbc:mariadb://bench@h1,h2/db")).containsExactly(
                "jdbc:mariadb://bench@h1/db", "jdbc:mariadb://bench@h2/db");
    }

    @Test
    void oneHostIsTheUrlItself() {
        assertThat(NodeConnections.nodeUrls("jdbc:mysql://127.0.0.1:3306/db"))
                .containsExactly("jdbc:mysql://127.0.0.1:3306/db");
        assertThat(NodeConnections.nodeUrls("jdbc:mysql://127.0.0.1:3306")).containsExactly(
                "jdbc:mysql://127.0.0.1:3306");
    }
}
