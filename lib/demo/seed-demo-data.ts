// Seeds the demo account on first start (issue 12 item 16): runs each demo step that has not run
// for the demo user yet, through the app's own paths. Called by the worker after start-up, in the
// background (the launcher starts the worker once the simulator answers), so start-up never waits
// on it. A step is recorded only once it succeeds; a failed step is tried again on the next start.
import "server-only";
import { db } from "@/lib/db";
import { DEMO_STEPS, type DemoStep } from "./demo-steps";
import { logger } from "@/lib/log/logger";

export const DEMO_EMAIL = "demo@milepost.test"; // created by prisma/seed.ts

export async function seedDemoData(
  steps: DemoStep[] = DEMO_STEPS,
  log: (s: string) => void = (s) => logger("demo").info(s),
): Promise<string[]> {
  const user = await db.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } });
  if (!user) return [];
  const done = new Set(
    (await db.demoSeedStep.findMany({ where: { userId: user.id }, select: { step: true } })).map(
      (s) => s.step,
    ),
  );
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    try {
      await step.run(user.id);
      await db.demoSeedStep.create({ data: { userId: user.id, step: step.name } });
      ran.push(step.name);
      log(`[demo] seeded ${step.name}`);
    } catch (error) {
      log(`[demo] ${step.name} not seeded (tried again next start): ${(error as Error).message}`);
    }
  }
  return ran;
}
