// The Watches page: every watch of the user with its conditions, last and next run, what it found.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Match } from "@/lib/watches/match-availability";
import { kindOfWatch } from "@/lib/watches/watch-kinds";
import {
  type HotelWatchConditions,
  hotelWatchConditionsSchema,
  type WatchConditions,
  watchConditionsSchema,
} from "@/lib/watches/watch-conditions";

/** What a watch stores in `found` (Match[]) and `present` (keys). */
export const presentSchema = z.array(z.string());
export const foundSchema = z.array(
  z.object({
    key: z.string(),
    program: z.string(),
    date: z.string(),
    cabin: z.string(),
    miles: z.number(),
    what: z.string(),
  }),
);

/** A flight watch's conditions or a hotel watch's, told apart by `service`. */
export type WatchOfKind =
  | { service: "flights"; conditions: WatchConditions }
  | { service: "hotels"; conditions: HotelWatchConditions };

export type WatchView = WatchOfKind & WatchFields;

interface WatchFields {
  id: string;
  summary: string;
  dateFrom: string;
  dateTo: string;
  status: "active" | "paused" | "ended" | "running";
  lastRunAt: string | null;
  nextRunAt: string | null;
  found: Match[];
  /** The programs of the watched search (what an edit may pick from), with their names. */
  searchPrograms: string[];
  programNames: Record<string, string>;
  /** A journey watch (issue 38): every leg as it searches them, which an edit does not change. */
  trip: string | null;
}

function kindOf(service: string, stored: unknown): WatchOfKind | null {
  if (service === "hotels") {
    const conditions = hotelWatchConditionsSchema.safeParse(stored).data;
    return conditions ? { service, conditions } : null;
  }
  const conditions = watchConditionsSchema.safeParse(stored).data;
  return conditions ? { service: "flights", conditions } : null;
}

function tripOf(service: string, params: unknown): string | null {
  const kind = kindOfWatch(service, params);
  const p = kind.params.safeParse(params);
  return kind.describe && p.success ? kind.describe(p.data) : null;
}

export async function listWatches(userId: string): Promise<WatchView[]> {
  const rows = await db.watch.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      service: true,
      summary: true,
      params: true,
      conditions: true,
      dateFrom: true,
      dateTo: true,
      paused: true,
      endedAt: true,
      lastRunAt: true,
      nextRunAt: true,
      runSearchId: true,
      found: true,
    },
  });
  const programsOf = (params: unknown) =>
    z.object({ programs: z.array(z.string()) }).safeParse(params).data?.programs ?? [];
  const codes = [...new Set(rows.flatMap((r) => programsOf(r.params)))];
  const catalog = await db.providerCatalog.findMany({
    where: { service: { in: ["flights", "hotels"] }, code: { in: codes } },
    select: { service: true, code: true, name: true },
  });
  const names = (service: string) =>
    Object.fromEntries(catalog.filter((c) => c.service === service).map((c) => [c.code, c.name]));
  const programNames = { flights: names("flights"), hotels: names("hotels") };
  return rows.flatMap((r): WatchView[] => {
    const kind = kindOf(r.service, r.conditions);
    if (!kind) return [];
    const status = r.endedAt ? "ended" : r.paused ? "paused" : r.runSearchId ? "running" : "active";
    return [
      {
        ...kind,
        id: r.id,
        summary: r.summary,
        dateFrom: r.dateFrom,
        dateTo: r.dateTo,
        status,
        lastRunAt: r.lastRunAt?.toISOString() ?? null,
        nextRunAt: status === "active" ? r.nextRunAt.toISOString() : null,
        found: foundSchema.safeParse(r.found).data ?? [],
        searchPrograms: programsOf(r.params),
        programNames: programNames[kind.service],
        trip: tripOf(r.service, r.params),
      },
    ];
  });
}
