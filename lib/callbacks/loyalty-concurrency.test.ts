// Integration (issue 40): loyalty packages that share accounts, delivered at once and normalized
// concurrently — by the receiver's queue, by direct batches (a second web server) and by the
// inbox sweep (the worker) — never deadlock: every result is stored, no delivery records a
// failure, and PostgreSQL counts no deadlock in this database.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { processDeliveries } from "@/lib/callbacks/process-delivery";
import { receiveCallback } from "@/lib/callbacks/receive-callback";
import { sweepInbox } from "@/lib/callbacks/sweep-inbox";
import { serviceConfig } from "@/lib/env";
import { cacheProviderDefinition } from "@/lib/test/cache-provider-definition";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { raw } from "@/lib/sql/template";

const ACCOUNTS = 12;
const PACKAGES = 30;
const PER_PACKAGE = 8;

const deadlocks = async () => {
  await db.$executeRaw(raw("SELECT pg_stat_force_next_flush()")).catch(() => {});
  const [row] = await db.$queryRaw<
    { deadlocks: bigint }[]
  >`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`;
  return Number(row?.deadlocks ?? 0);
};

/** A deterministic shuffle, so every run sends the same packages. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("concurrent loyalty packages sharing accounts", () => {
  it("store every result without a deadlock", { timeout: 120_000 }, async () => {
    const user = await createTestUser();
    await cacheProviderDefinition("british");
    const accounts = Array.from({ length: ACCOUNTS }, (_, a) => ({
      id: randomUUID(),
      userId: user.id,
      providerCode: "british",
      login: `dl-${a}-${randomUUID()}`,
      passwordSealed: "x",
    }));
    await db.loyaltyAccount.createMany({ data: accounts });

    // Each package answers PER_PACKAGE accounts in its own order; packages overlap on every account.
    const packages = Array.from({ length: PACKAGES }, (_, p) =>
      shuffled(accounts, p + 1)
        .slice(0, PER_PACKAGE)
        .map((account, k) => ({ account, requestId: uniqueId(`dl${p}-${k}`), p, k })),
    );
    const all = packages.flat();
    await db.serviceRequest.createMany({
      data: all.map((r) => ({
        service: "loyalty",
        requestId: r.requestId,
        phase: "sent",
        userId: user.id,
        kind: "loyalty-check",
        parentId: r.account.id,
      })),
    });

    const checkDate = new Date().toISOString();
    const body = (results: typeof all) =>
      JSON.stringify({
        method: "account",
        response: results.map(({ requestId, p, k }) => ({
          requestId,
          state: 1,
          login: `member${k}`,
          checkDate,
          balance: 10_000 + p * 100 + k,
          eliteLevel: (p + k) % 3,
          properties: [
            { code: "Status", name: "Tier", kind: "3", value: ["Blue", "Silver", "Gold"][(p + k) % 3] },
          ],
          history: {
            range: "complete",
            state: `h-${p}-${k}`,
            rows: Array.from({ length: 4 }, (_, r) => ({
              fields: [
                { name: "Date", value: `2026-0${1 + r}-1${k}` },
                { name: "Activity", value: r === 0 ? `Flight ${p}` : `Flight ${r}` },
                { name: "Avios", value: String(500 + r * 250) },
              ],
            })),
          },
        })),
      });

    const before = await deadlocks();
    const { callbackUser, callbackPassword } = serviceConfig("loyalty");
    const authorization = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
    const normalizations: Promise<unknown>[] = [];
    const responses = await Promise.all(
      packages.map((results) =>
        receiveCallback(
          loyaltyCallback,
          new Request("http://127.0.0.1/api/callbacks/loyalty", {
            method: "POST",
            body: body(results),
            headers: { authorization },
          }),
          (task) => void normalizations.push(task()),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(packages.map(() => 200));
    // A second server's queue and the worker's sweep take the same inbox rows at the same time.
    const inbox = await db.callbackInbox.findMany({
      where: { service: "loyalty", requestIds: { hasSome: all.map((r) => r.requestId) } },
      select: { id: true },
      orderBy: { id: "desc" },
    });
    const other = [];
    for (let i = 0; i < inbox.length; i += 4)
      other.push(
        processDeliveries(
          loyaltyCallback,
          inbox.slice(i, i + 4).map((row) => ({ inboxId: String(row.id) })),
        ),
      );
    await Promise.all([
      ...normalizations,
      ...other,
      sweepInbox({ graceSeconds: 0 }),
      sweepInbox({ graceSeconds: 0 }),
    ]);
    await sweepInbox({ graceSeconds: 0 });

    const failed = await db.callbackInbox.findMany({
      where: { id: { in: inbox.map((r) => r.id) }, lastError: { not: null } },
      select: { lastError: true },
    });
    expect(failed.map((f) => f.lastError)).toEqual([]);
    expect(
      await db.serviceRequest.count({ where: { requestId: { in: all.map((r) => r.requestId) }, state: 1 } }),
    ).toBe(all.length);
    expect(await deadlocks()).toBe(before);
  });
});
