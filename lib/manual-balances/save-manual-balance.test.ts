// Integration (real PostgreSQL): typed-in balances are stored per user, valued like accounts, edited
// and deleted only by their owner, exported with "Download my data" and deleted with the account;
// bad input (parsed at the edge exactly as the route does) stores nothing.
import { describe, expect, it } from "vitest";
import { createTestUser, db } from "@/lib/test/test-db";
import { exportUserData } from "@/lib/users/export-user-data";
import { loadPointValueResolver } from "@/lib/valuations/load-point-value-resolver";
import { listManualBalances } from "./list-manual-balances";
import { manualBalanceInput } from "./manual-balance-schema";
import { addManualBalance, deleteManualBalance, updateManualBalance } from "./save-manual-balance";

const input = (patch: Record<string, unknown> = {}) =>
  manualBalanceInput.parse({ programCode: "chase", balance: "100,000", ...patch });

describe("typed-in balances", () => {
  it("adds, lists with a value, edits (re-dated) and deletes", async () => {
    const me = await createTestUser();
    const { id } = await addManualBalance(me.id, input({ owner: "Sam", expirationDate: "2027-03-01" }));
    const [row] = await listManualBalances(me.id);
    expect(row).toMatchObject({
      id,
      programCode: "chase",
      programName: "Chase Ultimate Rewards",
      balance: 100_000,
      owner: "Sam",
      expirationDate: "2027-03-01",
    });
    // Valued like a linked account, by the same resolver: the card service's value when a listing is
    // cached (other test files cache one in this shared database), else the committed default.
    const resolved = (await loadPointValueResolver(me.id))("chase", ["Chase Ultimate Rewards"]);
    expect(row!.pointValueSource).toBe(resolved!.source);
    expect(row!.estimatedValue).toBeCloseTo(100_000 * resolved!.value);
    const before = row!.enteredAt;
    await new Promise((r) => setTimeout(r, 5));
    await updateManualBalance(me.id, id, input({ balance: 90_000 }));
    const [edited] = await listManualBalances(me.id);
    expect(edited).toMatchObject({ balance: 90_000, owner: null, expirationDate: null });
    expect(edited!.enteredAt > before).toBe(true);
    await deleteManualBalance(me.id, id);
    expect(await listManualBalances(me.id)).toEqual([]);
  });

  it("another user can neither see, edit nor delete it", async () => {
    const me = await createTestUser();
    const other = await createTestUser();
    const { id } = await addManualBalance(me.id, input());
    expect(await listManualBalances(other.id)).toEqual([]);
    await expect(updateManualBalance(other.id, id, input({ balance: 1 }))).rejects.toThrow("No such balance");
    await expect(deleteManualBalance(other.id, id)).rejects.toThrow("No such balance");
    expect((await listManualBalances(me.id))[0]?.balance).toBe(100_000);
  });

  it("bad input is refused before anything is stored", async () => {
    const me = await createTestUser();
    for (const bad of [{ balance: "-5" }, { balance: "999,999,999" }, { programCode: "moonmiles" }]) {
      expect(manualBalanceInput.safeParse({ programCode: "chase", balance: "1", ...bad }).success).toBe(
        false,
      );
    }
    expect(await db.manualBalance.count({ where: { userId: me.id } })).toBe(0);
  });

  it("is in Download my data and goes with the account", async () => {
    const me = await createTestUser();
    await addManualBalance(me.id, input({ programCode: "amex", balance: 42_000 }));
    let text = "";
    for await (const piece of exportUserData(me.id)) text += piece;
    const doc = JSON.parse(text) as { tables: Record<string, { programCode: string; balance: number }[]> };
    expect(doc.tables.ManualBalance).toEqual([
      expect.objectContaining({ programCode: "amex", balance: 42_000 }),
    ]);
    await db.user.delete({ where: { id: me.id } });
    expect(await db.manualBalance.count({ where: { userId: me.id } })).toBe(0);
  });
});
