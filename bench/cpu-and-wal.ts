// What a benchmarked path costs the machine, beside its rate: CPU time of this Node process and of
// the bench's PostgreSQL server (its postmaster and every process it started, read from /proc), and
// the WAL it wrote (the server's insert position). On a machine whose cores Node and PostgreSQL share, a rate ratio
// is decided by CPU per delivery and by how busy the cores were (issue 17's end-to-end figures).
import fs from "node:fs";
import type pg from "pg";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function processCpuUs(
  pid: number,
): { ppid: number; us: number; systemUs: number; reapedUs: number; reapedSystemUs: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state, ppid, …, utime (14), stime (15),
    // and the CPU of its children that ended and were waited for: cutime (16), cstime (17).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const us = (i: number) => (Number(fields[i]) * 1e6) / TICKS_PER_SECOND;
    return {
      ppid: Number(fields[1]),
      us: us(11) + us(12),
      systemUs: us(12),
      reapedUs: us(13) + us(14),
      reapedSystemUs: us(14),
    };
  } catch {
    return null; // ended between the listing and the read
  }
}

/** CPU µs used so far by the server whose postmaster is `postmasterPid`: its own, its live processes'
 *  and those of the processes it started that have ended since (an autovacuum worker, a closed
 *  connection's backend). Summing live processes alone, a stretch in which one ended lost that
 *  process's whole CPU and could come out negative. */
function postgresCpuUs(postmasterPid: number): { us: number; systemUs: number } {
  let us = 0;
  let systemUs = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const p = processCpuUs(pid);
    if (p && p.ppid === postmasterPid) {
      us += p.us;
      systemUs += p.systemUs;
    }
  }
  // Read after its children: one that ends in between is then counted twice (rare, small), not lost.
  const postmaster = processCpuUs(postmasterPid);
  if (postmaster) {
    us += postmaster.us + postmaster.reapedUs;
    systemUs += postmaster.systemUs + postmaster.reapedSystemUs;
  }
  return { us, systemUs };
}

interface Reading {
  nodeUs: number;
  nodeSystemUs: number;
  postgresUs: number;
  postgresSystemUs: number;
  walBytes: number;
  at: number;
}

export interface Cost {
  /** Node and PostgreSQL CPU µs per item. */
  nodeUs: number;
  postgresUs: number;
  /** Of those, the kernel's share (system time: socket writes and reads, wake-ups, page faults). */
  nodeSystemUs: number;
  postgresSystemUs: number;
  /** Average cores busy (Node + PostgreSQL) over the measured wall time: 2 is this machine saturated. */
  coresBusy: number;
  /** WAL KB per item. */
  walKb: number;
}

/** Sums the cost of measured stretches (several rounds) for a per-item figure at the end. */
export class CostMeter {
  private sum = { nodeUs: 0, nodeSystemUs: 0, postgresUs: 0, postgresSystemUs: 0, bytes: 0, ms: 0 };
  private items = 0;
  private postmasterPid = 0;
  constructor(private pool: pg.Pool) {}

  private async read(): Promise<Reading> {
    // The postmaster is the parent of any backend, this connection's included.
    if (!this.postmasterPid)
      this.postmasterPid = processCpuUs(
        (await this.pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid,
      )!.ppid;
    // The insert position, not pg_stat_wal: backends report those counters up to a second late, which
    // moved WAL between the alternating raw and end-to-end rounds.
    const {
      rows: [w],
    } = await this.pool.query<{ bytes: string }>(
      "SELECT pg_current_wal_insert_lsn() - '0/0'::pg_lsn AS bytes",
    );
    const u = process.cpuUsage();
    const p = postgresCpuUs(this.postmasterPid);
    return {
      nodeUs: u.user + u.system,
      nodeSystemUs: u.system,
      postgresUs: p.us,
      postgresSystemUs: p.systemUs,
      walBytes: Number(w!.bytes),
      at: performance.now(),
    };
  }

  /** Runs `work` (which handles `items` items) and adds what it cost. */
  async measure<T>(items: number, work: () => Promise<T>): Promise<T> {
    const a = await this.read();
    const result = await work();
    const b = await this.read();
    this.sum.nodeUs += b.nodeUs - a.nodeUs;
    this.sum.postgresUs += b.postgresUs - a.postgresUs;
    this.sum.nodeSystemUs += b.nodeSystemUs - a.nodeSystemUs;
    this.sum.postgresSystemUs += b.postgresSystemUs - a.postgresSystemUs;
    this.sum.bytes += b.walBytes - a.walBytes;
    this.sum.ms += b.at - a.at;
    this.items += items;
    return result;
  }

  perItem(): Cost {
    const n = Math.max(1, this.items);
    const { nodeUs, nodeSystemUs, postgresUs, postgresSystemUs, bytes, ms } = this.sum;
    return {
      nodeUs: Math.round(nodeUs / n),
      postgresUs: Math.round(postgresUs / n),
      nodeSystemUs: Math.round(nodeSystemUs / n),
      postgresSystemUs: Math.round(postgresSystemUs / n),
      coresBusy: ms ? Math.round(((nodeUs + postgresUs) / 1000 / ms) * 100) / 100 : 0,
      walKb: Math.round(bytes / n / 102.4) / 10,
    };
  }
}
