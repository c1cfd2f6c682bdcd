// The one Prisma client, built from validated env, on the process's one connection pool. Reused across hot reloads in development.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { sharedPool } from "@/lib/sql/pool";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** On the process's one connection pool (lib/sql/pool.ts), shared with the raw-SQL paths. */
export function createPrismaClient(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(sharedPool()) });
}

export const db: PrismaClient = globalForPrisma.prisma ?? createPrismaClient();
if (env().NODE_ENV !== "production") globalForPrisma.prisma = db;
