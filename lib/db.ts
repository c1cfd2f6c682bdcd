// The one Prisma client, built from validated env. Reused across hot reloads in development.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function createPrismaClient(connectionString = env().DATABASE_URL): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 10 }) });
}

export const db: PrismaClient = globalForPrisma.prisma ?? createPrismaClient();
if (env().NODE_ENV !== "production") globalForPrisma.prisma = db;
