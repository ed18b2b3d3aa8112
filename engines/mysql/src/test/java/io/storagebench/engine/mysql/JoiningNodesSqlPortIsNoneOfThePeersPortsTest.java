package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A joining Galera node's SQL port is a free port that no node's replication, IST or SST port is: those are free when
 * chosen and unbound until their node starts, and the OS handed node 2 its own replication port once (the node could
 * not bind its SQL port, and the client waiting for it read Galera's handshake).
 */
class JoiningNodesSqlPortIsNoneOfThePeersPortsTest {

    @Test
    void portsThePeersHoldAreSkipped() {
        List<GaleraCluster.PeerPorts> peers = List.of(new GaleraCluster.PeerPorts(4001, 4002, 4003),
                new GaleraCluster.PeerPorts(4004, 4005, 4006), new GaleraCluster.PeerPorts(4007, 4008, 4009));
        Iterator<Integer> handedOut = List.of(4004, 4009, 4002, 5000, 4001).iterator();
        assertThat(GaleraCluster.PeerPorts.freeBesides(peers, handedOut::next)).isEqualTo(5000);
    }
}
