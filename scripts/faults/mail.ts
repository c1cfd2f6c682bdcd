// Issue 37 "the worker killed while sending — every notice sent exactly once": N notices wait in the
// outbox (one OutboxEmail row each, as create-notification.ts queues them) for the worker's sender,
// which sends through a slow SMTP relay (a real smtp-server on loopback that answers each message
// DELAY_MS after its data). The worker is SIGKILLed while a row is being sent, started again, and the
// run waits until every row is marked sent (a killed sender's row is claimed again when its lease,
// send-due-emails.ts LEASE_SECONDS, runs out). Counted at the relay by Message-ID (fixed per row):
// lost = notices never delivered; duplicates = notices delivered under two Message-IDs or rows
// marked sent twice (both must be 0). The note says how many deliveries the relay saw again with the
// SAME Message-ID (the documented at-least-once window between the relay's 250 and the mark).
import { randomBytes } from "node:crypto";
import type { startSmtpSink } from "@/lib/test/smtp-sink";
import type { Context, Finish, Row } from "./scenarios";

export const MAIL_DELAY_MS = 150;
const LEASE_SECONDS = 120; // lib/notifications/send-due-emails.ts
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function mailWorkerKilled(ctx: Context, sink: Sink, n: number): Promise<Finish> {
  const tag = randomBytes(4).toString("hex");
  const userId = `faults-mail-${tag}`;
  const to = `${userId}@example.test`;
  await ctx.db.query(
    `INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, 'x', now())`,
    [userId, to],
  );
  const ids = Array.from({ length: n }, (_, i) => `${tag}-${i}`);
  await ctx.db.query(
    `INSERT INTO "Notification" (id, "userId", kind, title, body, link, "dedupeKey")
     SELECT 'n-' || x, $1, 'watch-found', 'Fault run notice ' || x, 'One notice of the mail fault scenario.', '/watches', 'faults:' || x FROM unnest($2::text[]) AS x`,
    [userId, ids],
  );
  await ctx.db.query(
    `INSERT INTO "OutboxEmail" (id, "userId", "notificationId", kind, "dedupeKey", "toAddress", subject, text, html, "messageId")
     SELECT 'o-' || x, $1, 'n-' || x, 'watch-found', 'notice:faults:' || x, $3, 'Fault run notice ' || x, 'One notice.', '<p>One notice.</p>', '<' || x || '@faults.milepost.test>'
     FROM unnest($2::text[]) AS x`,
    [userId, ids, to],
  );
  const mine = () => sink.messages.filter((m) => m.to.includes(to));
  const states = async () => {
    const { rows } = await ctx.db.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM "OutboxEmail" WHERE "userId" = $1 GROUP BY state`,
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
  };
  // The sender runs every minute: wait until it holds a row while others were sent already, then kill
  // it. A kill that lands just after the row was marked (the race between looking and killing) is not
  // mid-send: the worker is started again and the next send is tried, a few times.
  let atKill: Record<string, number> = {};
  let kills = 0;
  for (let attempt = 0; attempt < 4 && !((atKill.sending ?? 0) > 0); attempt++) {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const s = await states();
      if ((s.sending ?? 0) > 0 && (s.sent ?? 0) > 0 && (s.pending ?? 0) > 0) {
        await ctx.stack.kill("worker");
        kills++;
        atKill = await states();
        break;
      }
      await sleep(10);
    }
    if (!((atKill.sending ?? 0) > 0)) ctx.stack.startWorker();
  }
  const killed = (atKill.sending ?? 0) > 0;
  ctx.log(
    `  worker ${killed ? "killed while sending" : "NOT killed mid-send"} (${kills} kill${kills === 1 ? "" : "s"}): rows ${JSON.stringify(atKill)}, ${mine().length} at the relay`,
  );
  ctx.stack.startWorker();
  return async () => {
    // The killed sender's row waits for its lease, then the next minute's run.
    const until = Date.now() + (LEASE_SECONDS + 150) * 1000;
    while (Date.now() < until && (await states()).sent !== n) await sleep(1000);
    const final = await states();
    const {
      rows: [marks],
    } = await ctx.db.query<{ sent: number; attempts: number }>(
      `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent, coalesce(sum(attempts), 0)::int AS attempts FROM "OutboxEmail" WHERE "userId" = $1`,
      [userId],
    );
    const byId = new Map<string, number>();
    for (const m of mine()) {
      const id = m.headers.get("message-id") ?? "";
      byId.set(id, (byId.get(id) ?? 0) + 1);
    }
    const expected = new Set(ids.map((x) => `<${x}@faults.milepost.test>`));
    const delivered = [...byId.keys()].filter((k) => expected.has(k)).length;
    const foreign = [...byId.keys()].filter((k) => !expected.has(k)).length; // a notice sent under another Message-ID
    const again = [...byId.values()].reduce((a, c) => a + c - 1, 0);
    const row: Row = {
      scenario: "mail worker SIGKILL",
      service: "mail",
      sent: n,
      distinct: n,
      stored: marks!.sent,
      duplicates: foreign + Math.max(0, marks!.sent - n),
      lost: n - delivered,
      statuses: Object.fromEntries(Object.entries(final).map(([k, v]) => [`row ${k}`, v])),
      note: `${killed ? `worker killed while sending (rows at the kill: ${JSON.stringify(atKill)}; ${kills} kills)` : "the worker was NOT killed mid-send"}; ${mine().length} deliveries at the relay for ${delivered} notices, ${again} again with the same Message-ID; ${marks!.attempts} send attempts`,
    };
    if (!killed) row.lost = Math.max(row.lost, 1); // the scenario did not happen: fail it rather than pass vacuously
    return [row];
  };
}
