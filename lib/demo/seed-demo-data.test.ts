// Integration (real PostgreSQL): the first-run demo steps run once each, a failed step runs again on
// the next start, and a step added later runs on an install that already has the others.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/test/test-db";
import { DEMO_EMAIL, seedDemoData } from "./seed-demo-data";
import { DEMO_STEPS } from "./demo-steps";

describe("demo seeding", () => {
  it("runs each step once, retries a failed one, picks up a new one", async () => {
    const demo = await db.user.upsert({
      where: { email: DEMO_EMAIL },
      create: { email: DEMO_EMAIL, passwordHash: "x" },
      update: {},
      select: { id: true },
    });
    await db.demoSeedStep.deleteMany({ where: { userId: demo.id } });
    const calls: string[] = [];
    let failOnce = true;
    const steps = [
      {
        name: "t-accounts",
        run: async (userId: string) => void calls.push(`accounts:${userId === demo.id}`),
      },
      {
        name: "t-flaky",
        run: async () => {
          calls.push("flaky");
          if (failOnce) {
            failOnce = false;
            throw new Error("simulator not up");
          }
        },
      },
    ];
    const quiet = () => {};
    expect(await seedDemoData(steps, quiet)).toEqual(["t-accounts"]);
    expect(await seedDemoData(steps, quiet)).toEqual(["t-flaky"]);
    expect(await seedDemoData(steps, quiet)).toEqual([]);
    expect(calls).toEqual(["accounts:true", "flaky", "flaky"]);
    const later = [...steps, { name: "t-emails", run: async () => void calls.push("emails") }];
    expect(await seedDemoData(later, quiet)).toEqual(["t-emails"]);
    await db.demoSeedStep.deleteMany({ where: { userId: demo.id, step: { startsWith: "t-" } } });
  });

  it("ships loyalty accounts, searches and a wallet as its steps", () => {
    expect(DEMO_STEPS.map((s) => s.name)).toEqual(["loyalty-accounts", "award-searches", "card-wallet"]);
  });
});
