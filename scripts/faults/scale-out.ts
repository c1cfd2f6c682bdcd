// Scenario 7 (issue 39 item 3): the app scaled out — two web servers (the same production build,
// AUTH_SECRET and SECRETS_ENCRYPTION_KEY, each on its own port) behind one round-robin front, and
// two workers, all on one PostgreSQL. Named checks, each printed with its result:
//   1. a page's event stream on server A sees a callback that server B received;
//   2. failed sign-ins on A slow down sign-in on B (the throttle counts in PostgreSQL);
//   3. a scheduled job runs once a minute with two workers (scale-out-schedule.ts);
//   4. a session made on A is valid on B;
//   5. B SIGKILLed mid-burst through the front: every result stored exactly once (table rows).
//      Each result is delivered once (a copy sent to A would store a result B lost, and hide it);
//      only a delivery not answered 200 is sent again, as a service retries it.
// FAULTS_SCALE_OUT_SPLIT=1 runs it against servers that share nothing (below): the checks must fail.
import type { Context, Finish } from "./scenarios";
import { burstOf, rowsOf, unprocessed } from "./scenarios";
import { startFront } from "./front";
import { ALL_SERVICES, batchFor, flightBatch } from "./results";
import { attemptSignIn, createSignInUser, openEventStream } from "./scale-out-http";
import { checkScheduledOnce } from "./scale-out-schedule";
import { Sender } from "./send";
import { credentialsOf } from "./stack";

export interface ScaleOutPorts {
  webA: number;
  webB: number;
  front: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A documentation address (RFC 5737) as the front's X-Forwarded-For: the throttle's "source".
const CLIENT_IP = "203.0.113.39";

export async function scaleOut(ctx: Context, ports: ScaleOutPorts, n: number): Promise<Finish> {
  const { stack, db } = ctx;
  const a = `http://127.0.0.1:${ports.webA}`;
  const b = `http://127.0.0.1:${ports.webB}`;
  stack.startWorker("worker-b");
  // Negative control (FAULTS_SCALE_OUT_SPLIT=1): B on a database and AUTH_SECRET of its own, as if
  // the servers shared nothing — checks 1, 2, 4 and 5 must then FAIL (they can tell).
  let split: Record<string, string> = {};
  if (process.env.FAULTS_SCALE_OUT_SPLIT) {
    const { createDatabase } = await import("../lib/embedded-postgres");
    const { runMigrateDeploy } = await import("../lib/run-migrate-deploy");
    const admin = new URL(stack.databaseUrl);
    const name = `${admin.pathname.slice(1)}_split`;
    await createDatabase(admin.toString(), name);
    admin.pathname = `/${name}`;
    await runMigrateDeploy(admin.toString());
    split = {
      DATABASE_URL: admin.toString(),
      AUTH_SECRET: "a-different-secret-for-the-negative-control-0123456789",
    };
    ctx.log("  NEGATIVE CONTROL: web server B on its own database and AUTH_SECRET");
  }
  await stack.startWeb("web-b", ports.webB, split);
  await stack.waitForOutput("worker-b", "[worker] ready", 120_000);
  // From here both workers have their schedules registered and poll the queue.
  const bothWorkersSince = (await db.query<{ t: Date }>("SELECT now() AS t")).rows[0]!.t;
  const front = await startFront(ports.front, [ports.webA, ports.webB]);
  ctx.log(
    `  second web server on :${ports.webB}, second worker started; front on :${ports.front} → :${ports.webA}, :${ports.webB}`,
  );

  // 4. A session made on A is valid on B.
  const password = `scale-out-${Date.now()}`;
  const traveller = await createSignInUser(db, "scale-out", password);
  const onA = await attemptSignIn(a, traveller.email, password, CLIENT_IP);
  const session = (await (
    await fetch(`${b}/api/auth/session`, { headers: { cookie: onA.cookie } })
  ).json()) as { user?: { email?: string } } | null;
  const dashboard = await fetch(`${b}/dashboard`, { headers: { cookie: onA.cookie }, redirect: "manual" });
  await dashboard.body?.cancel();
  // Control: without the cookie B sends the visitor to sign in (the 200 above is the session's doing).
  const signedOut = await fetch(`${b}/dashboard`, { redirect: "manual" });
  await signedOut.body?.cancel();
  ctx.check(
    "4. session made on A is valid on B",
    onA.signedIn &&
      session?.user?.email === traveller.email &&
      dashboard.status === 200 &&
      signedOut.status !== 200,
    `signed in on A: ${onA.signedIn ? "yes" : `no (${onA.location})`}; B's /api/auth/session: ${session?.user?.email === traveller.email ? "this user" : "no user"}; B's /dashboard: ${dashboard.status} with A's cookie, ${signedOut.status} without`,
  );

  // 1. The event stream on A sees the callback B received (NOTIFY crosses processes).
  const stream = await openEventStream(a, onA.cookie);
  // Control: another user's stream on A, open at the same time, must hear nothing of it.
  const other = await createSignInUser(db, "scale-out-other", password);
  const otherStream = await openEventStream(
    a,
    (await attemptSignIn(a, other.email, password, CLIENT_IP)).cookie,
  );
  const ready = await Promise.race([
    Promise.all([stream.ready, otherStream.ready]).then(() => true),
    sleep(20_000).then(() => false),
  ]);
  const batch = await flightBatch(db, 1, { userId: traveller.userId });
  const body = batch.bodies.find((x) => !("calendar" in x.json))!;
  const { user, password: cbPassword } = credentialsOf("flights");
  const waiting = stream.next((c) => c.k === "flight-program", 20_000);
  const overheard = otherStream.next(() => true, 20_000);
  const posted = performance.now();
  const answer = await fetch(`${b}/api/callbacks/flights`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${cbPassword}`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body.json),
  });
  await answer.body?.cancel();
  const change = await waiting;
  const ms = Math.round(performance.now() - posted);
  // The other user's stream had as long as this one took, and a second more.
  const leaked = await Promise.race([overheard, sleep(1000).then(() => null)]);
  stream.close();
  otherStream.close();
  ctx.check(
    "1. stream on A sees a callback received by B",
    stream.status === 200 && ready && answer.status === 200 && change !== null && leaked === null,
    `A's /api/events: ${stream.status}${ready ? ", ready" : ", never ready"}; B answered the callback ${answer.status}; ${change ? `A's stream told "${change.k}" ${ms.toLocaleString("en-US")} ms after the POST` : "no change event on A within 20 s"}; another user's stream on A: ${leaked ? `heard "${leaked.k}"` : "nothing"}`,
  );

  // 2. Failures on A slow down sign-in on B: wrong passwords on A (waiting out each wait A asks
  // for) until five failures stand — an 8-second wait — then the right password on B at once.
  // B has never seen this account; only the shared table can refuse it.
  const guessed = await createSignInUser(db, "scale-out-throttle", password);
  let failures = 0;
  const waitsOnA: string[] = [];
  for (let i = 0; i < 12 && failures < 5; i++) {
    const r = await attemptSignIn(a, guessed.email, `wrong-${i}`, CLIENT_IP);
    const code = new URL(r.location, a).searchParams.get("code") ?? "";
    if (!code.startsWith("throttled-")) failures++;
    else {
      waitsOnA.push(code);
      await sleep(Number(code.slice("throttled-".length)) * 1000);
    }
  }
  const throttledOnA = waitsOnA.join(", ");
  const onB = await attemptSignIn(b, guessed.email, password, CLIENT_IP);
  const codeOnB = new URL(onB.location, b).searchParams.get("code") ?? "";
  // Control: with the recorded failures deleted, the same sign-in on B goes through (the refusal
  // came from the shared table, not from anything else about this account or B).
  await db.query(`DELETE FROM "SignInAttempt" WHERE email = $1`, [guessed.email]);
  const cleared = await attemptSignIn(b, guessed.email, password, CLIENT_IP);
  ctx.check(
    "2. sign-in throttling counts across servers",
    !onB.signedIn && codeOnB.startsWith("throttled") && cleared.signedIn,
    `${failures} wrong passwords on A (A asked to wait: ${throttledOnA || "never"}); the right password on B: ${onB.signedIn ? "signed in — NOT throttled" : `refused, "${codeOnB || onB.location}"`}; with the failures deleted: ${cleared.signedIn ? "signed in" : `refused (${cleared.location})`}`,
  );

  // 5. B SIGKILLed in the middle of a burst through the front, with accepted deliveries waiting.
  const all = await Promise.all(ALL_SERVICES.map((s) => batchFor(db, s, n)));
  const sequences = burstOf(ctx, all, 1);
  const sender = new Sender(front.url, ctx.timeScale);
  let kill: Promise<void> | undefined;
  let backlog = 0;
  await sender.burst(sequences, ctx.concurrency, (answered) => {
    if (kill || answered < sequences.length * 0.4) return;
    kill = (async () => {
      for (let i = 0; i < 200 && (backlog = await unprocessed(db)) === 0; i++) await sleep(5);
      await stack.kill("web-b");
      backlog = await unprocessed(db);
      ctx.log(
        `  web server B killed (${answered}+ of ${sequences.length} answered, ${backlog} accepted deliveries not normalized)`,
      );
    })();
  });
  await kill;

  return async () => {
    const rows = await rowsOf(ctx, "two web servers, B SIGKILL", sender, all, ctx.sweepWaitMs);
    await front.close();
    const byServer = [...front.answers]
      .map(
        ([port, statuses]) =>
          `:${port} ${
            Object.entries(statuses)
              .sort()
              .map(([k, v]) => `${k}: ${v.toLocaleString("en-US")}`)
              .join(", ") || "none"
          }`,
      )
      .join("; ");
    rows[0]!.note = [
      rows[0]!.note,
      `${backlog} accepted deliveries were not normalized when B died`,
      `answers by server: ${byServer}`,
    ]
      .filter(Boolean)
      .join("; ");
    const lost = rows.reduce((s, r) => s + r.lost, 0);
    const twice = rows.reduce((s, r) => s + r.duplicates, 0);
    const stored = rows.reduce((s, r) => s + r.stored, 0);
    ctx.check(
      "5. web server killed mid-burst loses nothing",
      lost === 0 && twice === 0 && !stack.isRunning("web-b"),
      `${stored.toLocaleString("en-US")} of ${rows.reduce((s, r) => s + r.distinct, 0).toLocaleString("en-US")} results stored, ${lost} lost, ${twice} twice; ${backlog} accepted by a server were waiting when B died; answers by server: ${byServer}`,
    );
    const schedule = await checkScheduledOnce(ctx, bothWorkersSince);
    ctx.check("3. a scheduled job runs once with two workers", schedule.ok, schedule.detail);
    await stack.stopOne("worker-b");
    return rows;
  };
}
