// The statements behind the Inbox list, computed by PostgreSQL: the newest emails' ids and how many
// there are. Each reads one owner's rows through the (userId, createdAt) index, never the table
// (inbox-sql.test.ts runs EXPLAIN on them, and on the loads of those emails' parses and itineraries,
// for a user of 2,000 emails among other users').
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** The newest `take` emails' ids, newest first (id breaks ties so pages never overlap). */
export const emailPageSql = (userId: string, take: number) =>
  Prisma.sql`SELECT id FROM "EmailMessage" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, id DESC LIMIT ${take}`;

export const emailCountSql = (userId: string) =>
  Prisma.sql`SELECT count(*)::int AS total FROM "EmailMessage" WHERE "userId" = ${userId}`;
