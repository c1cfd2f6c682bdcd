// One resolver for "what is a point of this program worth to this traveler": their own value
// (PointValuation), else the card service's servicePointValue matched by currency name, else the
// committed default table. Owner-filtered. Once per request (React `cache`): the dashboard's
// account list and typed-in balances both value their programs with it.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { loadPointValues, pointValueFor } from "@/lib/loyalty-accounts/point-values";
import { pickPointValue, type ValueSource } from "./account-values";
import { defaultPointValue } from "./default-point-values";

export type ResolvedValue = { value: number; source: ValueSource } | null;

export const loadPointValueResolver = cache(async (userId: string) => {
  const [own, service] = await Promise.all([
    db.pointValuation.findMany({ where: { userId }, select: { providerCode: true, centsPerPoint: true } }),
    loadPointValues(),
  ]);
  const ownByCode = new Map(own.map((o) => [o.providerCode, Number(o.centsPerPoint) / 100]));
  return (code: string, names: (string | undefined)[]): ResolvedValue =>
    pickPointValue(ownByCode.get(code), pointValueFor(names, service), defaultPointValue(code));
});
