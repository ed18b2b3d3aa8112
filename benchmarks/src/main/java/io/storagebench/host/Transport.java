package io.storagebench.host;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.Channel;
import java.nio.channels.Pipe;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * A duplex link between a client end and a server end, all channels blocking, so that a thread waiting for the
 * other side sleeps in the kernel as a benchmark client and a database server do. {@link #close()} closes every
 * channel, which also wakes a thread blocked in a read on it.
 */
final class Transport implements AutoCloseable {
    /** One direction pair of a link: what an end reads from and writes to. */
    record End(ReadableByteChannel in, WritableByteChannel out) {
    }

    private final String name;
    private final End client;
    private final End server;
    private final List<Channel> channels;

    private Transport(String name, End client, End server, List<Channel> channels) {
        this.name = name;
        this.client = client;
        this.server = server;
        this.channels = List.copyOf(channels);
    }

    /** A TCP connection over 127.0.0.1 on an ephemeral port, Nagle off on both ends (as database drivers set it). */
    static Transport loopbackTcp() throws IOException {
        List<Channel> opened = new ArrayList<>();
        try (ServerSocketChannel listener = ServerSocketChannel.open()) {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1);
            SocketChannel clientSide = SocketChannel.open();
            opened.add(clientSide);
            clientSide.connect(listener.getLocalAddress());
            SocketChannel serverSide = listener.accept();
            opened.add(serverSide);
            for (SocketChannel s : List.of(clientSide, serverSide)) {
                s.setOption(StandardSocketOptions.TCP_NODELAY, true);
            }
            return new Transport("loopback TCP", new End(clientSide, clientSide), new End(serverSide, serverSide),
                    opened);
        } catch (IOException | RuntimeException e) {
            closeAll(opened, e);
            throw e;
        }
    }

    /** Two pipes, one per direction: the same wake-up path without the TCP stack. */
    static Transport pipes() throws IOException {
        List<Channel> opened = new ArrayList<>();
        try {
            Pipe toServer = Pipe.open();
            opened.add(toServer.sink());
            opened.add(toServer.source());
            Pipe toClient = Pipe.open();
            opened.add(toClient.sink());
            opened.add(toClient.source());
            return new Transport("pipe", new End(toClient.source(), toServer.sink()),
                    new End(toServer.source(), toClient.sink()), opened);
        } catch (IOException | RuntimeException e) {
            closeAll(opened, e);
            throw e;
        }
    }

    String name() {
        return name;
    }

    End client() {
        return client;
    }

    End server() {
        return server;
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (Channel c : channels) {
            try {
                c.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }

    private static void closeAll(List<Channel> opened, Exception failure) {
        for (Channel c : opened) {
            try {
                c.close();
            } catch (IOException e) {
                failure.addSuppressed(e);
            }
        }
    }
}
