// The simulated business export over HTTP: the consent flow (link once, code once, state echoed,
// the new user listed with the chosen accounts), the account array quirk, access levels, the rate limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator } from "../../server";
import { createBusinessService } from "./business-service";

const KEY = "milepost:business-local-key";
const RETURN = "http://127.0.0.1:1/business/connect/return";
let sim: RunningSimulator;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${sim.url}/business/api/export/v1${path}`, {
    ...init,
    headers: { "X-Authentication": KEY, "content-type": "application/json", ...init.headers },
  });

beforeAll(async () => {
  sim = await startSimulator(
    {
      port: 0,
      host: "127.0.0.1",
      timeScale: 1,
      businessRedirectUrl: RETURN,
      services: { business: { apiAuth: KEY, callbackUser: "u", callbackPassword: "p" } },
    },
    { log: () => {}, factories: [(h) => createBusinessService(h, { moving: false })] },
  );
});
afterAll(() => sim.close());

describe("business simulator", () => {
  it("refuses a wrong key and serves the consent page without one", async () => {
    expect((await api("/member", { headers: { "X-Authentication": "nope" } })).status).toBe(401);
    const { url } = (await (
      await api("/create-auth-url", {
        method: "POST",
        body: JSON.stringify({ platform: "mobile", access: 2, granularSharing: true, state: "s-1" }),
      })
    ).json()) as { url: string };
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Harbor &#38; Pine Travel Co.");
    expect(html).toContain("Access level 2");
    const ids = [...html.matchAll(/name="account" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(1);

    const decide = await fetch(`${url}/decide?decision=allow&account=${ids[0]}`, { redirect: "manual" });
    expect(decide.status).toBe(302);
    const back = new URL(decide.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(RETURN);
    expect(back.searchParams.get("state")).toBe("s-1");
    expect((await fetch(url)).status).toBe(410); // the link works once

    const code = back.searchParams.get("code")!;
    const info = (await (await api(`/get-connection-info/${code}`)).json()) as { userId: number };
    expect(info.userId).toBeGreaterThan(0);
    expect((await api(`/get-connection-info/${code}`)).status).toBe(410); // the code works once
    const { connectedUsers } = (await (await api("/connectedUser")).json()) as {
      connectedUsers: {
        userId: number;
        accountsIndex: { accountId: number }[];
        accountsAccessLevel: string;
      }[];
    };
    const joined = connectedUsers.find((u) => u.userId === info.userId)!;
    expect(joined.accountsIndex.map((a) => a.accountId)).toEqual([ids[0]]);
    expect(joined.accountsAccessLevel).toBe("Read all except passwords");
  });

  it("wraps the account in a one-element array and limits it by access level", async () => {
    const full = (await (await api("/account/40101")).json()) as {
      account: Record<string, unknown>[];
      member?: unknown;
    };
    expect(Array.isArray(full.account) && full.account).toHaveLength(1);
    expect(full.member).toBeDefined();
    expect(full.account[0]!.editUrl).toMatch(/^http/);
    // Hannah Becker shares at level 0: no balance, no history.
    const { connectedUsers } = (await (await api("/connectedUser")).json()) as {
      connectedUsers: { fullName: string; accountsIndex: { accountId: number }[] }[];
    };
    const hannah = connectedUsers.find((u) => u.fullName === "Hannah Becker")!;
    const restricted = (
      (await (await api(`/account/${hannah.accountsIndex[0]!.accountId}`)).json()) as {
        account: Record<string, unknown>[];
      }
    ).account[0]!;
    expect(restricted.balance).toBe("n/a");
    expect(restricted.history).toBeUndefined();
    expect(restricted.editUrl).toBe("n/a");
    // Deterministic: the same request, the same answer.
    expect(await (await api("/account/40101")).json()).toEqual(full);
  });

  it("answers 429 with Retry-After past about 20 calls per window on one subject", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await api("/account/40102")).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const limited = await api("/account/40102");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await api("/account/40103")).status).toBe(200); // other accounts are separate subjects
  });
});
