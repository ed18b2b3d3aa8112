#!/usr/bin/env python3
"""Interleaves two running clients of one server and measures each one's QPS while it alone runs.

usage: interleave.py SERVER PORT PID_A PID_B WARMUP SECONDS SLICE SERVER_PID    (SERVER: mariadb or postgres)

Both clients are running (each on its own table) when this starts. It stops both (SIGSTOP), lets B and then A run
alone for WARMUP seconds each, then gives them turns of SLICE seconds in the order A B B A, A B B A, ... until each
has had SECONDS of turns, and leaves both running. In a turn it waits SETTLE seconds for the client to get going
again (the replies that waited while it was stopped), then counts the server's statements over the rest of the
turn, with the host's busy CPU (/proc/stat, as storagebench's host probe counts it), the part of it the kernel
spent on interrupts (irq and softirq: the loopback's packets), the client's own CPU and the server's (the process
SERVER_PID and its children, PostgreSQL's backends; /proc/PID/stat). The processes' CPU is the scheduler's run time,
the host's and the interrupts' are /proc/stat's samples at each tick: compare each between the two clients, not one
with another (with idle moments between queries the ticks miss part of the busy time; client + server can exceed
it). One client runs at a time, so the server's count is that client's, and the server's state and the machine's
drift are shared: an A B B A group's ratio is free of the drift that makes separate runs on a small VM
differ (docs/sysbench-vs-storagebench.md, "How precise it is on a 2-vCPU VM").

The count: MariaDB's Questions (every statement a client sends, prepared executions included). On PostgreSQL, the
calls in pg_stat_statements (which the server must preload) outside the database this connects to, every execution
of a prepared statement included, but not BEGIN, COMMIT and ROLLBACK: PostgreSQL 15 counts those by how they are
sent (sysbench's prepared BEGIN once per connection, pgjdbc's BEGIN every time and its COMMIT never). Both tools send
one BEGIN and one COMMIT per event of a transactional test, so leaving them out changes the count, not the ratio.
Both counters are updated as each statement ends; PostgreSQL's cumulative statistics (pg_stat_database) reach
shared memory only about once a second.

On MariaDB with MyRocks it also counts RocksDB's point reads (Rocksdb_number_keys_read: every Get, such as the
primary-key read of a row that a secondary index does not cover), as "gets"; 0 on InnoDB and PostgreSQL. A covered
range read makes none, so a side that makes some is reading rows it need not (docs/sysbench-vs-storagebench.md).

Prints one JSON object: per client its queries, seconds, CPU and gets, and the ratio (B / A) of each group.
"""
import json
import os
import signal
import subprocess
import sys
import time

SETTLE = 0.25
TICK_US = 1e6 / os.sysconf("SC_CLK_TCK")


class StatementCounter:
    """A server's count of the statements its clients ran, read over one client kept open."""

    # per server: the command line of its client, the query (the statements, then RocksDB's point reads), and how
    # many of its own statements a read adds
    SERVERS = {
        "mariadb": (["mariadb", "--no-defaults", "-h", "127.0.0.1", "-P", "{port}", "-u", "root", "--unbuffered",
                     "-B", "-N"],
                    # one pass over the status variables (filling them is the server's work in the turn)
                    "SELECT max(if(variable_name = 'QUESTIONS', variable_value, NULL)),"
                    " coalesce(max(if(variable_name = 'ROCKSDB_NUMBER_KEYS_READ', variable_value, NULL)), 0)"
                    " FROM information_schema.global_status"
                    " WHERE variable_name IN ('QUESTIONS', 'ROCKSDB_NUMBER_KEYS_READ');",
                    1),
        "postgres": (["psql", "-X", "-q", "-A", "-t", "-h", "127.0.0.1", "-p", "{port}", "-U", "postgres", "-d",
                      "postgres", "-v", "ON_ERROR_STOP=1"],
                     "SELECT coalesce(sum(calls), 0), 0 FROM pg_stat_statements"
                     " WHERE dbid <> (SELECT oid FROM pg_database WHERE datname = current_database())"
                     " AND upper(query) NOT IN ('BEGIN', 'COMMIT', 'ROLLBACK');",
                     0),
    }

    def __init__(self, server, port):
        if server not in self.SERVERS:
            sys.exit(f"interleave: SERVER is mariadb or postgres, not '{server}'")
        command, self.query, self.own = self.SERVERS[server]
        self.client = subprocess.Popen([a.format(port=port) for a in command], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, text=True, bufsize=1)

    def read(self):
        try:
            self.client.stdin.write(self.query + "\n")
            self.client.stdin.flush()
            line = self.client.stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:
            sys.exit("interleave: the server stopped answering")
        counts = line.replace("|", "\t").split()
        if len(counts) != 2 or not all(c.isdigit() for c in counts):
            sys.exit(f"interleave: the server's counts are '{line.strip()}', not two numbers")
        return int(counts[0]), int(counts[1])

    def close(self):
        self.client.stdin.close()
        self.client.wait()


def host_cpu():
    """The host's busy CPU in us (user + nice + system + irq + softirq, as storagebench's host probe counts it) and
    the part of it spent on interrupts (irq + softirq), from one reading of /proc/stat."""
    v = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    irq = v[5] + v[6]
    return (v[0] + v[1] + v[2] + irq) * TICK_US, irq * TICK_US


def stat_fields(pid):
    """The fields of /proc/PID/stat after the command's name (field 3 on), or None when it is gone."""
    try:
        s = open(f"/proc/{pid}/stat").read()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return s[s.rindex(")") + 2:].split()


def own_cpu(pid):
    """A process's CPU in us, all its threads, user and system."""
    f = stat_fields(pid)
    if f is None:
        sys.exit(f"interleave: client {pid} exited before the end (its log says why)")
    return (int(f[11]) + int(f[12])) * TICK_US


def tree_cpu(root):
    """The CPU in us of a process and its descendants, each one's own (utime, stime) and that of the children it
    has reaped (cutime, cstime), so a backend that ends within a turn is still counted once."""
    parent, ticks = {}, {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            f = stat_fields(name)
            if f is not None:
                parent[int(name)] = int(f[1])
                ticks[int(name)] = int(f[11]) + int(f[12]) + int(f[13]) + int(f[14])
    if root not in ticks:
        sys.exit(f"interleave: the server, process {root}, is gone")
    children = {}
    for pid, ppid in parent.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        total += ticks.get(pid, 0)
        todo.extend(children.get(pid, ()))
    return total * TICK_US


def signal_to(pid, sig):
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        sys.exit(f"interleave: client {pid} exited before the end (its log says why)")


def take_turns(pids, warmup, seconds, slice_s, counter, server_pid):
    """Warms B then A up alone, then gives turns A B B A, ...; returns each client's totals and each turn's QPS."""
    for pid in pids:
        signal_to(pid, signal.SIGSTOP)
    for who in (1, 0):
        signal_to(pids[who], signal.SIGCONT)
        time.sleep(warmup)
        signal_to(pids[who], signal.SIGSTOP)
    totals = [{"queries": 0, "seconds": 0.0, "host_us": 0.0, "irq_us": 0.0, "client_us": 0.0, "server_us": 0.0,
               "gets": 0} for _ in pids]
    turns = []
    k = 0
    while min(t["seconds"] for t in totals) < seconds or k % 4:
        who = (0, 1, 1, 0)[k % 4]
        pid = pids[who]
        signal_to(pid, signal.SIGCONT)
        time.sleep(SETTLE)
        (q0, g0), t0, (h0, i0), c0, s0 = (counter.read(), time.monotonic(), host_cpu(), own_cpu(pid),
                                          tree_cpu(server_pid))
        time.sleep(slice_s - SETTLE)
        (q1, g1), t1, (h1, i1), c1, s1 = (counter.read(), time.monotonic(), host_cpu(), own_cpu(pid),
                                          tree_cpu(server_pid))
        signal_to(pid, signal.SIGSTOP)
        queries = q1 - q0 - counter.own
        tot = totals[who]
        tot["queries"] += queries
        tot["seconds"] += t1 - t0
        tot["host_us"] += h1 - h0
        tot["irq_us"] += i1 - i0
        tot["client_us"] += c1 - c0
        tot["server_us"] += s1 - s0
        tot["gets"] += g1 - g0
        turns.append(queries / (t1 - t0))
        k += 1
    return totals, turns


def main():
    if len(sys.argv) != 9:
        sys.exit("usage: interleave.py mariadb|postgres PORT PID_A PID_B WARMUP SECONDS SLICE SERVER_PID")
    server, port, pids = sys.argv[1], sys.argv[2], [int(sys.argv[3]), int(sys.argv[4])]
    warmup, seconds, slice_s = float(sys.argv[5]), float(sys.argv[6]), float(sys.argv[7])
    server_pid = int(sys.argv[8])
    if stat_fields(server_pid) is None:
        sys.exit(f"interleave: the server, process {server_pid}, is gone")
    counter = StatementCounter(server, port)
    try:
        totals, turns = take_turns(pids, warmup, seconds, slice_s, counter, server_pid)
    finally:
        # whatever happened, leave no client stopped: a stopped one would not act on its SIGTERM or a Ctrl-C
        for pid in pids:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
    counter.close()
    groups = [(turns[i + 1] + turns[i + 2]) / (turns[i] + turns[i + 3]) for i in range(0, len(turns), 4)]
    print(json.dumps({"a": totals[0], "b": totals[1], "groups": groups}))


if __name__ == "__main__":
    main()
