// The signed-in user's linked loyalty accounts for the Accounts page: never credentials, login masked.
import "server-only";
import { db } from "@/lib/db";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { loadPointValues, pointValueFor } from "./point-values";
import { readStored } from "@/lib/validation/read-stored";
import { storedProgramDataSchema, storedPropertiesSchema } from "./stored-schemas";
import { maskLogin } from "./words";

export type AccountSummary = Awaited<ReturnType<typeof listAccounts>>[number];


export async function listAccounts(userId: string) {
  const [rows, catalog, values] = await Promise.all([
    db.loyaltyAccount.findMany({
      where: { userId, service: "loyalty" },
      orderBy: { createdAt: "asc" },
      select: {
        id: true, providerCode: true, login: true, state: true, message: true, question: true, balance: true, previousBalance: true,
        expirationDate: true, neverExpires: true, eliteLevel: true, properties: true, lastCheckDate: true, lastRequestId: true,
      },
    }),
    db.providerCatalog.findMany({ where: { service: { in: ["loyalty", "loyalty:definition"] } }, select: { service: true, code: true, name: true, data: true } }),
    loadPointValues(),
  ]);
  const pending = new Set(
    (await db.serviceRequest.findMany({ where: { id: { in: rows.map((r) => r.lastRequestId).filter((x): x is string => !!x) }, state: LoyaltyState.Pending }, select: { id: true } })).map((r) => r.id),
  );
  // Name and kind from the cached list, else from the cached definition (a program linked by URL).
  const program = (code: string) => {
    const item = catalog.find((c) => c.code === code && c.service === "loyalty");
    const def = catalog.find((c) => c.code === code && c.service === "loyalty:definition");
    const defData = def ? readStored(storedProgramDataSchema, def.data, `loyalty definition ${code}`) : undefined;
    const kind = (item ? readStored(storedProgramDataSchema, item.data, `loyalty program ${code}`) : undefined)?.kind ?? defData?.kind ?? 5;
    return { name: item?.name ?? def?.name ?? code, kind: Number(kind), programName: defData?.programName };
  };
  return rows.map((r) => {
    const p = program(r.providerCode);
    const props = readStored(storedPropertiesSchema, r.properties, `LoyaltyAccount.properties of ${r.id}`) ?? [];
    const pointValue = pointValueFor([p.programName, p.name], values);
    return {
      id: r.id,
      providerCode: r.providerCode,
      programName: p.name,
      kind: p.kind,
      maskedLogin: maskLogin(r.login),
      state: r.state,
      message: r.message,
      question: r.question,
      pending: r.lastRequestId ? pending.has(r.lastRequestId) : false,
      balance: r.balance,
      change: r.balance != null && r.previousBalance != null ? r.balance - r.previousBalance : null,
      expirationDate: r.expirationDate?.toISOString().slice(0, 10) ?? null,
      neverExpires: r.neverExpires,
      eliteStatus: props.find((x) => x.kind === "3")?.value ?? (r.eliteLevel != null ? `Level ${r.eliteLevel}` : null),
      lastUpdated: r.lastCheckDate?.toISOString() ?? null,
      pointValue,
      estimatedValue: pointValue != null && r.balance != null ? r.balance * pointValue : null,
    };
  });
}
