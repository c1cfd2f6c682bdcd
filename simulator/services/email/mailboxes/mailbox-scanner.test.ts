// The simulator's mailbox scanner against a real IMAP server (dovecot on loopback, see
// scripts/lib/dovecot.ts) and a local callback receiver: sign-in failures become error states,
// a scan reads mail since startFrom and posts results with userData + metadata.mailboxId, listening
// picks up new mail, disconnect stops it, and the hosted sign-in page round-trips.
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOVECOT_BIN, startTestImapServer, type TestImapServer } from "../../../../scripts/lib/dovecot";
import { startSimulator, type RunningSimulator } from "../../../server";
import { createMailboxServices } from "./create-mailbox-services";
import type { MailboxParser } from "./mailbox-parser";

const AUTH = { "X-Authentication": "milepost:email-local-key", "Content-Type": "application/json" };
// A stand-in parser (the scanner's own job is reading and delivering): any email with schema.org
// markup is a booking with one flight.
const parser: MailboxParser = async (raw) => {
  const text = new TextDecoder().decode(raw);
  const subject = /^Subject: (.*?)\r?$/m.exec(text)?.[1] ?? "";
  if (!text.includes("application/ld+json"))
    return [{ status: "invalid", result: { metadata: { subject } } }];
  return [
    { status: "success", result: { metadata: { subject }, itineraries: [{ type: "flight", segments: [] }] } },
  ];
};

const sample = (name: string) =>
  readFileSync(new URL(`../../../samples/emails/demo-mailbox/${name}`, import.meta.url), "utf8");

interface Got {
  path: string;
  body: unknown;
}
let imap: TestImapServer;
let sim: RunningSimulator;
let receiver: Server;
let callbackBase = "";
const got: Got[] = [];

async function waitFor<T>(fn: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
const events = (id: number) =>
  got
    .filter((g) => g.path === "/states")
    .flatMap(
      (g) =>
        g.body as {
          mailboxId: number;
          state: string;
          errorCode?: string;
          emailsRead: number;
          userData?: string;
        }[],
    )
    .filter((e) => e.mailboxId === id);
const results = (id: number) =>
  got
    .filter((g) => g.path === "/results")
    .map(
      (g) =>
        g.body as {
          metadata: { mailboxId: number; subject: string };
          userData: string;
          status: string;
          requestId: string;
        },
    )
    .filter((r) => r.metadata.mailboxId === id);

async function connect(body: Record<string, unknown>) {
  const res = await fetch(`${sim.url}/email/json/v2/mailboxes/connect/imap`, {
    method: "POST",
    headers: AUTH,
    body: JSON.stringify({
      callbackUrl: `${callbackBase}/results`,
      onProgress: { callbackUrl: `${callbackBase}/states` },
      userData: "mpowner1",
      tags: ["mpowner1"],
      ...body,
    }),
  });
  return { status: res.status, json: (await res.json()) as { id: number; state: string; error?: string } };
}

describe.skipIf(!DOVECOT_BIN)("mailbox scanner on a real IMAP server", () => {
  beforeAll(async () => {
    imap = await startTestImapServer();
    imap.deliver("alex@example.org", sample("history-01-united-sfo-ord.eml"));
    imap.deliver("alex@example.org", sample("history-03-newsletter.eml"));
    imap.deliver("alex@example.org", sample("history-04-delta-jfk-lhr.eml"));
    imap.deliver(
      "alex@example.org",
      "From: old@example.org\r\nSubject: Booking confirmed long ago\r\nDate: Mon, 05 Jan 2015 10:00:00 +0000\r\n\r\nold\r\n",
    );
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req
        .on("data", (c: Buffer) => chunks.push(c))
        .on("end", () => {
          got.push({ path: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          res.writeHead(200).end();
        });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    callbackBase = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    sim = await startSimulator(
      { port: 0, timeScale: 0.01 },
      { factories: [(h) => createMailboxServices(h, parser)], log: () => {} },
    );
  }, 30_000);
  afterAll(async () => {
    await sim?.close();
    await imap?.stop();
    receiver?.close();
  });

  it("a wrong password ends in the error state with errorCode authentication, and a state-change callback", async () => {
    const { json } = await connect({
      login: "alex@example.org",
      password: "nope",
      host: imap.host,
      port: imap.port,
      secure: false,
      startFrom: "2020-01-01",
    });
    expect(json.state).toBe("connecting");
    const event = await waitFor(() => events(json.id).find((e) => e.state === "error"));
    expect(event).toMatchObject({ errorCode: "authentication", userData: "mpowner1" });
    expect(results(json.id)).toHaveLength(0);
  });

  it("a closed port and a TLS mismatch are connection errors, in words", async () => {
    const closed = await connect({
      login: "alex@example.org",
      password: imap.password,
      host: "127.0.0.1",
      port: 1,
      secure: false,
      listen: true,
    });
    const tls = await connect({
      login: "alex@example.org",
      password: imap.password,
      host: imap.host,
      port: imap.port,
      secure: true,
      listen: true,
    });
    const e1 = await waitFor(() => events(closed.json.id).find((e) => e.state === "error"));
    const e2 = await waitFor(() => events(tls.json.id).find((e) => e.state === "error"));
    expect(e1).toMatchObject({ errorCode: "connection" });
    expect(e2).toMatchObject({ errorCode: "connection" });
    expect((e2 as { errorMessage?: string }).errorMessage).toMatch(/TLS/);
  });

  it("scans mail since startFrom, posts bookings with userData and metadata.mailboxId, then listens for new mail", async () => {
    const { json } = await connect({
      login: "alex@example.org",
      password: imap.password,
      host: imap.host,
      port: imap.port,
      secure: false,
      startFrom: "2026-01-01",
      listen: true,
    });
    await waitFor(() => events(json.id).find((e) => e.state === "listening"));
    const states = events(json.id).map((e) => e.state);
    expect(states.indexOf("scanning")).toBeLessThan(states.indexOf("listening"));
    // Three emails since 2026-01-01 (the 2015 one is older); the newsletter is read but is no booking.
    expect(events(json.id).find((e) => e.state === "listening")?.emailsRead).toBe(3);
    // The results and the "listening" state are separate callbacks, sent back to back: either may land first.
    await waitFor(() => (results(json.id).length >= 2 ? true : undefined));
    expect(
      results(json.id)
        .map((r) => r.metadata.subject)
        .sort(),
    ).toEqual([
      "Your Flight Receipt - ALEX MORGAN 03MAR27",
      "Your United flight confirmation - ORD - K7Q2ZP",
    ]);
    expect(results(json.id).every((r) => r.userData === "mpowner1" && r.status === "success")).toBe(true);

    imap.deliver(
      "alex@example.org",
      sample("new-02-alaska-sea-den.eml").replace(/^Date:.*$/m, `Date: ${new Date().toUTCString()}`),
      new Date(),
    );
    await waitFor(() => results(json.id).find((r) => r.metadata.subject.includes("ZLPKRT")), 20_000);

    const list = (await (
      await fetch(`${sim.url}/email/json/v2/mailboxes/?tags=mpowner1`, { headers: AUTH })
    ).json()) as { id: number; state: string; password?: string }[];
    const mine = list.find((m) => m.id === json.id);
    expect(mine?.state).toBe("listening");
    expect(JSON.stringify(list)).not.toContain(imap.password); // secrets never come back

    const off = await fetch(`${sim.url}/email/json/v2/mailboxes/disconnect/${json.id}`, {
      method: "POST",
      headers: AUTH,
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatch(/disconnected/); // a JSON string
    const again = await fetch(`${sim.url}/email/json/v2/mailboxes/disconnect/${json.id}`, {
      method: "POST",
      headers: AUTH,
    });
    expect(again.status).toBe(404);
  }, 40_000);

  it("hosted sign-in: a code works once, Allow redirects with the mailbox id, Deny with an error code", async () => {
    const start = async () => {
      const res = await fetch(`${sim.url}/email/json/v2/mailboxes/start-auth`, {
        method: "POST",
        headers: AUTH,
        body: JSON.stringify({
          provider: "google",
          callbackUrl: `${callbackBase}/results`,
          redirectUrl: "http://127.0.0.1:1/back?nonce=abc",
          userData: "mpowner2",
          tags: ["mpowner2"],
          listen: true,
        }),
      });
      return ((await res.json()) as { code: string }).code;
    };
    const page = (code: string) => `${sim.url}/email/v2/mailboxes/auth/${code}`;
    const form = (code: string, fields: Record<string, string>) =>
      fetch(page(code), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });

    const code = await start();
    const consent = await fetch(page(code));
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain("Allow");
    const allowed = await form(code, { decision: "allow", account: "sam@gmail.com" });
    expect(allowed.status).toBe(303);
    const back = new URL(allowed.headers.get("location")!);
    expect(back.searchParams.get("nonce")).toBe("abc");
    expect(back.searchParams.get("state")).toBe("success");
    expect(Number(back.searchParams.get("mailboxId"))).toBeGreaterThan(0);
    expect((await fetch(page(code))).status).toBe(410); // used

    const denied = await form(await start(), { decision: "deny" });
    const deniedTo = new URL(denied.headers.get("location")!);
    expect(deniedTo.searchParams.get("state")).toBe("error");
    expect(deniedTo.searchParams.get("errorCode")).toBe("access_denied");
    expect((await fetch(page("no-such-code"))).status).toBe(404);
  });
});
