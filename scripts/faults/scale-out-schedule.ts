// Check 3 of the scale-out scenario: a scheduled job runs once per tick with two workers. Both
// workers call boss.schedule for every cron job (lib/jobs/worker-main.ts); pg-boss lets one instance
// at a time run its cron monitor and sends each tick's job under a 60-second singleton, so each
// minute must hold exactly one job. Read from pg-boss's own job table: the every-minute
// "sweep-service-requests" (nothing else sends it: no startup run, no user action), created since
// both workers were ready, one per minute and each completed.
import type { Context } from "./scenarios";

const JOB = "sweep-service-requests";
const TICKS = 2; // two ticks: one could be luck of timing, two show the minute-by-minute pattern
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Minute {
  minute: Date;
  jobs: number;
  completed: number;
}

async function minutes(ctx: Context, since: Date): Promise<Minute[]> {
  const { rows } = await ctx.db.query<Minute>(
    `SELECT date_trunc('minute', created_on) AS minute, count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS completed
     FROM (SELECT created_on, state::text FROM pgboss.job WHERE name = $1 AND created_on >= $2
           UNION ALL SELECT created_on, state::text FROM pgboss.archive WHERE name = $1 AND created_on >= $2) j
     GROUP BY 1 ORDER BY 1`,
    [JOB, since],
  );
  return rows;
}

export async function checkScheduledOnce(
  ctx: Context,
  since: Date,
): Promise<{ ok: boolean; detail: string }> {
  // A tick's job is sent within the cron monitor's 30 s and worked within seconds: allow two minutes.
  const deadline = Date.now() + 150_000;
  let rows = await minutes(ctx, since);
  while (Date.now() < deadline && (rows.length < TICKS || rows.some((r) => r.completed < r.jobs))) {
    await sleep(2000);
    rows = await minutes(ctx, since);
  }
  const both = ctx.stack.isRunning("worker") && ctx.stack.isRunning("worker-b");
  const jobs = rows.reduce((s, r) => s + r.jobs, 0);
  const completed = rows.reduce((s, r) => s + r.completed, 0);
  const twice = rows.filter((r) => r.jobs > 1);
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  // Control: a copy of the first job (completed, same minute) must show as a minute run twice.
  const copy = await ctx.db.query<{ id: string }>(
    `INSERT INTO pgboss.job (name, data, state, created_on, completed_on)
     SELECT name, data, 'completed', created_on, now() FROM pgboss.job WHERE name = $1 AND created_on >= $2 ORDER BY created_on LIMIT 1 RETURNING id`,
    [JOB, since],
  );
  const seesCopy = (await minutes(ctx, since)).some((r) => r.jobs > 1);
  if (copy.rows[0])
    await ctx.db.query(`DELETE FROM pgboss.job WHERE name = $1 AND id = $2`, [JOB, copy.rows[0].id]);
  const ok = both && rows.length >= TICKS && twice.length === 0 && completed === jobs && seesCopy;
  const detail = [
    `"${JOB}" (every minute) since both workers were ready at ${since.toISOString().slice(11, 19)} UTC: ${jobs} job(s) in ${rows.length} minute(s)`,
    rows.map((r) => `${hhmm(r.minute)} ×${r.jobs}`).join(", ") || "none",
    `${completed} completed`,
    twice.length ? `${twice.length} minute(s) ran it more than once` : "",
    both ? "both workers running" : "a worker is not running",
    seesCopy
      ? "a copied job is counted as a second run (control)"
      : "CONTROL FAILED: a copied job was not seen",
  ]
    .filter(Boolean)
    .join("; ");
  return { ok, detail };
}
