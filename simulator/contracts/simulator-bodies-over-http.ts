// Bodies the simulator answers over real HTTP, for the contract test: synchronous responses of every
// service (provider lists, card listing, business export) and the mailbox scanner's connect answer,
// state-change callbacks and parse-result callbacks (the demo mailbox, scanned from its start).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../config";
import { startSimulator } from "../server";

type Received = { path: string; body: unknown };

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        path: req.url ?? "/",
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, received, close };
}

export interface HttpBodies {
  flightProviders: unknown;
  hotelProviders: unknown;
  loyaltyProviders: unknown;
  loyaltyDefinitions: unknown[];
  cardListing: unknown;
  businessMembers: unknown;
  businessConnectedUsers: unknown;
  businessAccounts: unknown[];
  businessAuthUrl: unknown;
  emailProviders: unknown;
  mailbox: unknown;
  mailboxStates: unknown[];
  mailboxResults: unknown[];
}

export async function collectHttpBodies(): Promise<HttpBodies> {
  const config = { ...loadConfig({}), port: 0, timeScale: 0.01, callbackDomains: ["127.0.0.1"] };
  const sim = await startSimulator(config, { log: () => {} });
  const receiver = await startReceiver();
  const key = (service: keyof typeof config.services) => config.services[service]!.apiAuth;
  const get = async (service: keyof typeof config.services, path: string, body?: unknown) => {
    const res = await fetch(`${sim.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "X-Authentication": key(service), "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  try {
    const loyaltyProviders = (await get("loyalty", "/loyalty/v2/providers/list")) as Array<{ code: string }>;
    const loyaltyDefinitions = await Promise.all(
      loyaltyProviders.slice(0, 12).map((p) => get("loyalty", `/loyalty/v2/providers/${p.code}`)),
    );
    type Indexed = { accountsIndex?: Array<{ accountId: number }> };
    const businessMembers = (await get("business", "/business/api/export/v1/member")) as Indexed & {
      members?: Indexed[];
    };
    const businessConnectedUsers = await get("business", "/business/api/export/v1/connectedUser");
    // Spec 2 B's accountsIndex, beside the list or inside each member (the simulator uses the latter).
    const index = [
      ...(businessMembers.accountsIndex ?? []),
      ...(businessMembers.members ?? []).flatMap((m) => m.accountsIndex ?? []),
    ];
    const accountIds = [...new Set(index.map((a) => a.accountId))].slice(0, 6);
    const businessAccounts = await Promise.all(
      accountIds.map((id) => get("business", `/business/api/export/v1/account/${id}`)),
    );
    const mailbox = await get("email", "/email/json/v2/mailboxes/connect/google", {
      email: "traveller@gmail.com",
      accessToken: "demo-access",
      refreshToken: "demo-refresh",
      callbackUrl: `${receiver.url}/results`,
      userData: "user-1",
      tags: ["user_1"],
      startFrom: "2020-01-01",
      listen: false,
      onProgress: { callbackUrl: `${receiver.url}/states` },
    });
    const finished = Date.now() + 15_000;
    const states = () =>
      receiver.received
        .filter((r) => r.path === "/states")
        .flatMap((r) => (Array.isArray(r.body) ? r.body : [r.body]) as Array<{ state?: string }>);
    while (!states().some((s) => s.state === "finished" || s.state === "error")) {
      if (Date.now() > finished) throw new Error("the demo mailbox did not finish scanning in 15 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    return {
      flightProviders: await get("flights", "/flights/v1/providers/list"),
      hotelProviders: await get("hotels", "/hotels/v1/providers/list"),
      loyaltyProviders,
      loyaltyDefinitions,
      cardListing: await get("cards", "/cards/v1/cards?showExpiredBonuses=true"),
      businessMembers,
      businessConnectedUsers,
      businessAccounts,
      businessAuthUrl: await get("business", "/business/api/export/v1/create-auth-url", {
        platform: "desktop",
        access: 1,
        state: "s-1",
      }),
      emailProviders: await get("email", "/email/json/v2/providers/list"),
      mailbox,
      mailboxStates: receiver.received.filter((r) => r.path === "/states").map((r) => r.body),
      mailboxResults: receiver.received.filter((r) => r.path === "/results").map((r) => r.body),
    };
  } finally {
    await receiver.close();
    await sim.close();
  }
}
