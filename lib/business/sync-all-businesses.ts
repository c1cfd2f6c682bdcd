// The scheduled sync: one run per connected business (startSync skips those already running).
import "server-only";
import { db } from "@/lib/db";
import { startSync } from "./start-sync";

export async function syncAllBusinesses() {
  const connections = await db.businessConnection.findMany({ select: { userId: true } });
  for (const c of connections) await startSync(c.userId, "schedule");
  return { connections: connections.length };
}
