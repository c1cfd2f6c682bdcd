// Seed: the demo account (local default only — see README). Idempotent: safe on every start.
// Runs outside Next, so it builds its own Prisma client from DATABASE_URL.
import { PrismaPg } from "@prisma/adapter-pg";
import bcrypt from "bcryptjs";
import { PrismaClient } from "../lib/generated/prisma/client";
import { newForwardingToken } from "../lib/inbox/forwarding-token";

export const DEMO_EMAIL = "demo@milepost.test";
export const DEMO_PASSWORD = "milepost-demo";
// The traveller of the sample emails and loyalty accounts (simulator/samples/emails/README.md): the
// demo user's name, and so the first of their "Your names" (issue 34 item 7), as for a sign-up.
const DEMO_NAME = "Alex Morgan";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } });
    if (!existing) {
      await db.user.create({
        data: {
          email: DEMO_EMAIL,
          name: DEMO_NAME,
          passwordHash: await bcrypt.hash(DEMO_PASSWORD, 11),
          emailSettings: { create: { forwardingToken: newForwardingToken(), travelerNames: [DEMO_NAME] } },
        },
      });
      console.log(`seed: created ${DEMO_EMAIL}`);
    } else {
      console.log(`seed: ${DEMO_EMAIL} already exists`);
    }
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error("seed failed:", error);
  process.exit(1);
});
