// The user's emails for the Inbox page, newest first, with each parse request and the items found.
import "server-only";
import { db } from "@/lib/db";
import { storedProgramDataSchema } from "@/lib/loyalty-accounts/stored-schemas";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { readStored } from "@/lib/validation/read-stored";
import { emailSendPhases } from "./email-send-phases";
import { emailCountSql, emailPageSql } from "./inbox-sql";
import { INBOX_MAX_LIMIT, INBOX_PAGE_SIZE } from "./limits";
import {
  storedCountsSchema,
  storedFlightDataMethodsSchema,
  storedPricingInfoSchema,
  storedStatementSchema,
} from "./stored-schemas";

const parseSelect = {
  id: true,
  requestId: true,
  status: true,
  statusMessage: true,
  rejectMethod: true,
  missingFields: true,
  providerCode: true,
  fromProvider: true,
  parsingMethod: true,
  flightDataMethodsUsed: true,
  nested: true,
  subject: true,
  counts: true,
  itineraryIds: true,
  statement: true,
  pricingInfo: true,
  resultAt: true,
  createdAt: true,
} as const;

export const emailSelect = {
  id: true,
  origin: true,
  region: true,
  subject: true,
  sender: true,
  sentAt: true,
  fileName: true,
  sizeBytes: true,
  status: true,
  error: true,
  createdAt: true,
  heldSender: true,
  mailbox: { select: { login: true } }, // origin "mailbox": the mailbox address is its source (issue 15)
  parses: { select: parseSelect, orderBy: { createdAt: "asc" as const } },
  itineraries: {
    select: {
      id: true,
      type: true,
      title: true,
      cancelled: true,
      otherTraveler: true,
      hidden: true,
      startLocal: true,
    },
    orderBy: { startAt: "asc" as const },
  },
} as const;

type Row = Awaited<ReturnType<typeof loadEmails>>[number];
/** The newest `take` emails: PostgreSQL picks and orders the ids (inbox-sql.ts), Prisma loads them. */
async function loadEmails(userId: string, take: number) {
  const ids = (await db.$queryRaw<{ id: string }[]>(emailPageSql(userId, take))).map((r) => r.id);
  if (!ids.length) return [];
  const rows = await db.emailMessage.findMany({ where: { userId, id: { in: ids } }, select: emailSelect });
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

interface ProgramFacts {
  name: string;
  unit: string;
}

/** The loyalty catalog's names and balance units of the programs whose statements `rows` carry, by
 *  code (lower case): a statement reads "Statement from United Airlines (MileagePlus): balance 84,210
 *  miles", not "from united: … points". */
async function programFacts(rows: Row[]): Promise<Map<string, ProgramFacts>> {
  const codes = new Set<string>();
  for (const r of rows)
    for (const p of r.parses) {
      const code = (p.statement as { providerCode?: unknown } | null)?.providerCode;
      if (typeof code === "string" && code) codes.add(code.toLowerCase());
    }
  if (!codes.size) return new Map();
  const found = await db.providerCatalog.findMany({
    where: { service: "loyalty", code: { in: [...codes] } },
    select: { code: true, name: true, data: true },
  });
  return new Map(
    found.map((f) => {
      const kind = readStored(storedProgramDataSchema, f.data, `loyalty program ${f.code}`)?.kind ?? 5;
      return [f.code.toLowerCase(), { name: f.name, unit: balanceUnit(f.code, kind) }];
    }),
  );
}

function statementView(p: Row["parses"][number], programs: Map<string, ProgramFacts>) {
  const statement = readStored(storedStatementSchema, p.statement, `EmailParse.statement of ${p.id}`);
  const program = statement?.providerCode ? programs.get(statement.providerCode.toLowerCase()) : undefined;
  return statement && { ...statement, programName: program?.name ?? null, unit: program?.unit ?? "points" };
}

/** JSON-safe view (dates as ISO strings) for the API and the page's hydration; `sendPhase` is the
 *  tracker's phase of a submitted email's send (email-send-phases.ts). */
function toEmailView(e: Row, programs: Map<string, ProgramFacts>, sendPhases: Map<string, string>) {
  return {
    ...e,
    sendPhase: sendPhases.get(e.id) ?? null,
    sentAt: e.sentAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    parses: e.parses.map((p) => ({
      ...p,
      counts: readStored(storedCountsSchema, p.counts, `EmailParse.counts of ${p.id}`) ?? {},
      statement: statementView(p, programs),
      flightDataMethodsUsed:
        readStored(
          storedFlightDataMethodsSchema,
          p.flightDataMethodsUsed,
          `EmailParse.flightDataMethodsUsed of ${p.id}`,
        ) ?? [],
      pricingInfo: readStored(storedPricingInfoSchema, p.pricingInfo, `EmailParse.pricingInfo of ${p.id}`),
      resultAt: p.resultAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
export type EmailView = ReturnType<typeof toEmailView>;

export type EmailPage = { emails: EmailView[]; total: number };

/** The newest `limit` emails and how many the user has in all, so the page can offer the older ones. */
export async function listEmails(userId: string, limit = INBOX_PAGE_SIZE): Promise<EmailPage> {
  const [rows, [count]] = await Promise.all([
    loadEmails(userId, Math.min(limit, INBOX_MAX_LIMIT)),
    db.$queryRaw<{ total: number }[]>(emailCountSql(userId)),
  ]);
  const total = count?.total ?? 0;
  const [programs, phases] = await Promise.all([programFacts(rows), emailSendPhases(userId, rows)]);
  return { emails: rows.map((r) => toEmailView(r, programs, phases)), total };
}

export async function getEmail(userId: string, id: string): Promise<EmailView | null> {
  const row = await db.emailMessage.findFirst({ where: { id, userId }, select: emailSelect });
  if (!row) return null;
  const [programs, phases] = await Promise.all([programFacts([row]), emailSendPhases(userId, [row])]);
  return toEmailView(row, programs, phases);
}
