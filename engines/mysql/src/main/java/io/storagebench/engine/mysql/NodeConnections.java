package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcEngine;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Connections to the nodes of a cluster named by one URL with several hosts
 * ({@code jdbc:mysql://h1:3306,h2:3306,h3:3306/db}): the engine's own queries go to the first node, session
 * {@code i} (in the order sessions are opened) to node {@code i mod n}, so a step's clients are spread evenly over
 * the nodes. With causal reads each session's connection sets {@code wsrep_sync_wait=1}.
 */
final class NodeConnections implements JdbcEngine.Connections {
    private final List<String> urls;
    private final List<JdbcEngine.Connections> nodes;
    private final boolean causalReads;
    private final AtomicInteger sessions = new AtomicInteger();

    NodeConnections(List<String> urls, Function<String, JdbcEngine.Connections> connect, boolean causalReads) {
        this.urls = List.copyOf(urls);
        this.nodes = this.urls.stream().map(connect).toList();
        this.causalReads = causalReads;
    }

    /**
     * The URL of each host of {@code url}, in its order, each with the URL's user part, database and query string:
     * {@code jdbc:mysql://h1:1,h2:2/db?x=y} gives {@code jdbc:mysql://h1:1/db?x=y} and {@code jdbc:mysql://h2:2/db?x=y}.
     */
    static List<String> nodeUrls(String url) {
        int hostsStart = url.indexOf("//") + 2;
        int hostsEnd = hostsStart;
        while (hostsEnd < url.length() && url.charAt(hostsEnd) != '/' && url.charAt(hostsEnd) != '?') {
            hostsEnd++;
        }
        String hosts = url.substring(hostsStart, hostsEnd);
        int at = hosts.lastIndexOf('@');
        String userPart = hosts.substring(0, at + 1);
        List<String> urls = new ArrayList<>();
        for (String host : hosts.substring(at + 1).split(",")) {
            if (!host.isBlank()) {
                urls.add(url.substring(0, hostsStart) + userPart + host.strip() + url.substring(hostsEnd));
            }
        }
        return urls.isEmpty() ? List.of(url) : List.copyOf(urls);
    }

    /** The first node's connection: the engine's own queries. */
    @Override
    public Connection open() throws SQLException {
        return nodes.get(0).open();
    }

    @Override
    public Connection openForCheck() throws SQLException {
        return nodes.get(0).openForCheck();
    }

    /** Connects to every node once, so that one that does not answer is bad input naming it. */
    @Override
    public void check(String printableUrl) {
        for (int i = 0; i < nodes.size(); i++) {
            nodes.get(i).check(io.storagebench.spi.Secrets.redact(urls.get(i)));
        }
    }

    /** The next node's connection, in turn. */
    @Override
    public Connection openForSession() throws SQLException {
        Connection c = node(Math.floorMod(sessions.getAndIncrement(), nodes.size())).open();
        if (causalReads) {
            try (Statement s = c.createStatement()) {
                s.execute("SET SESSION wsrep_sync_wait = 1");
            } catch (SQLException e) {
                c.close();
                throw e;
            }
        }
        return c;
    }

    /** How many nodes the sessions are spread over. */
    int size() {
        return nodes.size();
    }

    /** Node {@code i}'s connections (from 0). */
    JdbcEngine.Connections node(int i) {
        return nodes.get(i);
    }
}
