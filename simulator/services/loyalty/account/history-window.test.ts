import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { addDays } from "../data/calendar";
import { checkAndRun, checkBody } from "../testing/check-helpers";
import { fakeHarness, TEST_NOW, type TestJson } from "../testing/fake-harness";

type Row = { fields: Array<{ name: string; value: string }> };
const dateOf = (row: Row, caption = "Date") => row.fields.find((f) => f.name === caption)?.value ?? "";
const key = (row: Row) => JSON.stringify(row.fields);

function setup() {
  const sim = fakeHarness();
  return { sim, service: createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" }) };
}

describe("history ranges", () => {
  it("returns a few hundred rows over several years with a state, newest first", async () => {
    const { sim, service } = setup();
    const result = await checkAndRun(
      sim,
      service,
      checkBody("aa", "demo", { history: { range: "complete" } }),
    );
    const rows: Row[] = result.history.rows;
    expect(result.history.range).toBe("complete");
    expect(rows.length).toBeGreaterThan(100);
    const dates = rows.map((r) => dateOf(r));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Number(dates[0]?.slice(0, 4)) - Number(dates.at(-1)?.slice(0, 4))).toBeGreaterThanOrEqual(4);
    expect(result.history.state).toMatch(/^hs1\./);
  });

  it("incremental returns only rows on/after the held day, repeating that day", async () => {
    const { sim, service } = setup();
    const first = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "complete" } }),
    );
    const lastHeld = dateOf(first.history.rows[0]);
    sim.setNow(new Date(TEST_NOW.getTime() + 35 * 86_400_000));
    const next = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "incremental", state: first.history.state } }),
    );
    expect(next.history.range).toBe("incremental");
    const rows: Row[] = next.history.rows;
    expect(rows.every((r) => dateOf(r) >= lastHeld)).toBe(true);
    // overlap: the rows of the last held day come again
    const heldDayRows = first.history.rows.filter((r: Row) => dateOf(r) === lastHeld).length;
    expect(rows.filter((r) => dateOf(r) === lastHeld).length).toBe(heldDayRows);
    // and together with what the client held it equals a complete check now (apart from posted pending rows)
    const complete = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "complete" } }),
    );
    const newer = complete.history.rows.filter((r: Row) => dateOf(r) >= lastHeld).map(key);
    expect(rows.map(key)).toEqual(newer);
    expect(rows.length).toBeGreaterThan(heldDayRows);
  });

  it("incremental2 answers incremental_past with all rows from the earliest changed day", async () => {
    const { sim, service } = setup();
    // pick (deterministically) an account with a pending row before its last day
    let login = "";
    let first: TestJson;
    let earliestPending = "";
    for (let i = 0; i < 30 && !login; i += 1) {
      const candidate = await checkAndRun(
        sim,
        service,
        checkBody("united", `member${i}`, { history: { range: "complete" } }),
      );
      const rows: Row[] = candidate.history.rows;
      const pendingDays = rows
        .filter((r) => key(r).includes("(pending)"))
        .map((r) => dateOf(r))
        .sort();
      if (pendingDays[0] && pendingDays[0] < dateOf(rows[0] as Row))
        [login, first, earliestPending] = [`member${i}`, candidate, pendingDays[0]];
    }
    expect(login).not.toBe("");
    sim.setNow(new Date(TEST_NOW.getTime() + 35 * 86_400_000));
    const next = await checkAndRun(
      sim,
      service,
      checkBody("united", login, { history: { range: "incremental2", state: first.history.state } }),
    );
    expect(next.history.range).toBe("incremental_past");
    const rows: Row[] = next.history.rows;
    expect(rows.map((r) => dateOf(r)).at(-1)).toBe(earliestPending);
    expect(rows.filter((r) => dateOf(r) === earliestPending).some((r) => key(r).includes("(pending)"))).toBe(
      false,
    );
    // plain incremental from the same state ignores the changed past
    const plain = await checkAndRun(
      sim,
      service,
      checkBody("united", login, { history: { range: "incremental", state: first.history.state } }),
    );
    expect(plain.history.range).toBe("incremental");
    expect(plain.history.rows.length).toBeLessThan(rows.length);
  });

  it("incremental2 without past changes stays incremental", async () => {
    const { sim, service } = setup();
    const first = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "complete" } }),
    );
    const same = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "incremental2", state: first.history.state } }),
    );
    expect(same.history.range).toBe("incremental");
  });

  it("falls back to complete for a state issued to another account or edited", async () => {
    const { sim, service } = setup();
    const other = await checkAndRun(
      sim,
      service,
      checkBody("united", "someone-else", { history: { range: "complete" } }),
    );
    const result = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "incremental", state: other.history.state } }),
    );
    expect(result.history.range).toBe("complete");
    const edited = await checkAndRun(
      sim,
      service,
      checkBody("united", "demo", { history: { range: "incremental", state: "hs1.e30.deadbeef" } }),
    );
    expect(edited.history.range).toBe("complete");
  });

  it("puts card rows into subAccounts and applies the window to them too", async () => {
    const { sim, service } = setup();
    const first = await checkAndRun(
      sim,
      service,
      checkBody("chase", "demo", { history: { range: "complete" } }),
    );
    expect(first.history.subAccounts.map((s: { code: string }) => s.code)).toEqual([
      "sapphirereserve",
      "freedomunlimited",
    ]);
    expect(first.subAccounts).toHaveLength(2);
    sim.setNow(new Date(TEST_NOW.getTime() + 14 * 86_400_000));
    const next = await checkAndRun(
      sim,
      service,
      checkBody("chase", "demo", { history: { range: "incremental", state: first.history.state } }),
    );
    const since = addDays("2026-11-21", -1);
    for (const sub of next.history.subAccounts)
      for (const row of sub.rows) expect(dateOf(row, "Transaction Date") >= since).toBe(true);
  });

  it("omits history when not requested or unsupported", async () => {
    const { sim, service } = setup();
    expect((await checkAndRun(sim, service, checkBody("aa", "demo"))).history).toBeUndefined();
    expect(
      (await checkAndRun(sim, service, checkBody("royalcaribbean", "demo", { history: {} }))).history,
    ).toBeUndefined();
  });
});
