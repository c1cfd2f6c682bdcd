// Zod schemas for the business export (spec 2 part B1). Every quirk the spec lets through is
// accepted here and normalized to one shape, so nothing past this file has to know about it.
import { z } from "zod";
import { PROGRAM_KINDS } from "@/lib/loyalty-accounts/words";
import { httpUrlOrNull } from "@/lib/sanitize/http-url";

// Spec 2 B1: `login` is "n/a when empty" and the URLs are "n/a unless the business has full control";
// a "n/a" (or empty) value means "not available", never the text itself.
const isNotAvailable = (v: string) => v.trim() === "" || v.trim().toLowerCase() === "n/a";
export const naText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : isNotAvailable(String(v)) ? null : String(v)));

// The URLs to the service's own pages: a link only when it is an absolute http(s) address
// (lib/sanitize/http-url.ts), so a `javascript:` value can never become a clickable href.
export const naUrl = naText.transform(httpUrlOrNull);

const int = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const num = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const optionalNumber = z
  .union([num, z.literal("n/a"), z.literal("")])
  .nullish()
  // beyond 2^53 a number is not exact, and numeric(20, 4) would refuse it: not available
  .transform((v) => (typeof v === "number" && Math.abs(v) <= Number.MAX_SAFE_INTEGER ? v : null));

// Dates come as ISO date-times (sometimes date-only or "YYYY-MM-DD hh:mm:ss"); anything unreadable is
// treated as absent rather than failing the whole account.
export const looseDate = z
  .string()
  .nullish()
  .transform((v) => {
    if (!v || isNotAvailable(v)) return null;
    const d = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(v) ? v.replace(" ", "T") : v);
    return Number.isNaN(d.getTime()) ? null : d;
  });

// HistoryField `code`: PostingDate, Description, Miles, Bonus; "anything else Info" (spec 2 B1).
export const HISTORY_CODES = ["PostingDate", "Description", "Miles", "Bonus", "Info"] as const;
export type HistoryCode = (typeof HISTORY_CODES)[number];
const historyField = z.object({
  code: z
    .string()
    .transform((c): HistoryCode =>
      (HISTORY_CODES as readonly string[]).includes(c) ? (c as HistoryCode) : "Info",
    ),
  name: z.string(),
  value: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? "" : String(v))),
});
export const historyRowSchema = z.object({ fields: z.array(historyField) });
export type HistoryRow = z.infer<typeof historyRowSchema>;

// AccountProperty: `rank` only with kind 3 (elite status); `kind` an integer (text accepted).
export const accountPropertySchema = z.object({
  name: z.string(),
  value: naText,
  rank: int.nullish().transform((v) => v ?? null),
  kind: int.nullish().transform((v) => v ?? null),
});
export type AccountProperty = z.infer<typeof accountPropertySchema>;

// `balance` is formatted text beside the number `balanceRaw` (spec 2 B1); a bare number is accepted too.
const balanceText = naText;

export const subAccountSchema = z.object({
  subAccountId: int,
  displayName: z.string(),
  balance: balanceText,
  balanceRaw: optionalNumber,
  lastDetectedChange: naText,
  properties: z
    .array(accountPropertySchema)
    .nullish()
    .transform((v) => v ?? []),
  history: z
    .array(historyRowSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

// Account `kind` is text ("Provider type", values not shown): the A1 numbers ("1", 1) are turned into
// their names so the app always shows and filters on one word.
const kindText = z.union([z.string(), z.number()]).transform((k) => {
  const s = String(k).trim();
  return /^\d+$/.test(s) ? (PROGRAM_KINDS[Number(s)] ?? "Other") : s || "Other";
});

const accountObject = z
  .object({
    accountId: int,
    code: z.string(),
    displayName: z.string(),
    kind: kindText,
    login: naText,
    autologinUrl: naUrl,
    updateUrl: naUrl,
    editUrl: naUrl,
    balance: balanceText,
    balanceRaw: optionalNumber,
    lastDetectedChange: naText,
    expirationDate: looseDate,
    barcode: naText,
    owner: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    errorCode: int,
    errorMessage: naText,
    lastChangeDate: looseDate,
    lastRetrieveDate: looseDate,
    history: z
      .array(historyRowSchema)
      .nullish()
      .transform((v) => v ?? []),
    properties: z
      .array(accountPropertySchema)
      .nullish()
      .transform((v) => v ?? []),
    // The name of the subaccount array is "not shown" (spec 2 B1): the simulator sends `subAccounts`;
    // `subaccounts` and `SubAccounts` are accepted as the same thing.
    subAccounts: z.array(subAccountSchema).optional(),
    subaccounts: z.array(subAccountSchema).optional(),
    SubAccounts: z.array(subAccountSchema).optional(),
  })
  .transform(({ subaccounts, SubAccounts, ...a }) => ({
    ...a,
    subAccounts: a.subAccounts ?? subaccounts ?? SubAccounts ?? [],
  }));
export type Account = z.output<typeof accountObject>;

// GET account/{id}: `account` is an Account, but the spec's sample wraps it in a one-element array
// (spec 2 B "Endpoints"): both are accepted and normalized to the object.
export const accountField = z
  .union([accountObject, z.tuple([accountObject])])
  .transform((a) => (Array.isArray(a) ? a[0] : a));

export const accountsIndexItemSchema = z.object({
  accountId: int,
  lastChangeDate: looseDate,
  lastRetrieveDate: looseDate,
});
export type AccountsIndexItem = z.infer<typeof accountsIndexItemSchema>;
// Absent stays absent here (undefined): the list schemas below tell "no index arrived" from "an empty one".
const accountsIndex = z
  .array(accountsIndexItemSchema)
  .nullish()
  .transform((v) => v ?? undefined);

export const memberSchema = z.object({
  memberId: int,
  fullName: z.string(),
  email: naText,
  forwardingEmail: naText,
  editMemberUrl: naUrl,
  accountListUrl: naUrl,
  timelineUrl: naUrl,
  accountsIndex,
});

export const connectedUserSchema = z.object({
  userId: int,
  fullName: z.string(),
  email: naText,
  forwardingEmail: naText,
  userName: naText,
  status: naText,
  accessLevel: naText,
  connectionType: z.string(),
  accountsAccessLevel: naText,
  accountsSharedByDefault: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  editConnectionUrl: naUrl,
  accountListUrl: naUrl,
  timelineUrl: naUrl,
  bookingRequestsUrl: naUrl,
  accountsIndex,
});

// Spec 2 B "Endpoints": GET member answers `{members: array of Member + accountsIndex}` (connectedUser
// the same with connectedUsers). It reads two ways, and services answer both: one accountsIndex on each
// person (the simulator), or one accountsIndex beside the list for everyone. Both are accepted and
// normalized to one shape: every person's own `accountsIndex` (an empty list when none arrived), the
// entries beside the list that name no listed person in `sharedIndex` (whose they are is learnt from
// account/{id}), and `indexMissing` when people are listed but no index arrived at all (the sync says
// so rather than showing people without accounts).
const besideItem = accountsIndexItemSchema.extend({ memberId: int.nullish(), userId: int.nullish() });
function normalizeIndex<P extends { accountsIndex?: AccountsIndexItem[] }>(
  people: P[],
  beside: z.output<typeof besideItem>[] | null | undefined,
  idOf: (p: P) => number,
  idKey: "memberId" | "userId",
) {
  const byId = new Map(people.map((p) => [idOf(p), [...(p.accountsIndex ?? [])]]));
  const sharedIndex: AccountsIndexItem[] = [];
  for (const { memberId, userId, ...item } of beside ?? []) {
    const named = byId.get((idKey === "memberId" ? memberId : userId) ?? NaN);
    (named ?? sharedIndex).push(item);
  }
  const indexMissing = people.length > 0 && !beside && people.every((p) => p.accountsIndex === undefined);
  return {
    people: people.map((p) => ({ ...p, accountsIndex: byId.get(idOf(p)) ?? [] })),
    sharedIndex,
    indexMissing,
  };
}
export const memberListSchema = z
  .object({ members: z.array(memberSchema), accountsIndex: z.array(besideItem).nullish() })
  .transform(({ members, accountsIndex }) => {
    const { people, ...rest } = normalizeIndex(members, accountsIndex, (m) => m.memberId, "memberId");
    return { members: people, ...rest };
  });
export const connectedUserListSchema = z
  .object({ connectedUsers: z.array(connectedUserSchema), accountsIndex: z.array(besideItem).nullish() })
  .transform(({ connectedUsers, accountsIndex }) => {
    // Pending users have not accepted yet and share nothing: their missing index is no sign of trouble.
    const { people, ...rest } = normalizeIndex(connectedUsers, accountsIndex, (u) => u.userId, "userId");
    return {
      connectedUsers: people,
      ...rest,
      indexMissing: rest.indexMissing && connectedUsers.some((u) => u.connectionType !== "Pending"),
    };
  });
export type Member = z.output<typeof memberListSchema>["members"][number];
export type ConnectedUser = z.output<typeof connectedUserListSchema>["connectedUsers"][number];
// `member` / `connectedUser` say whose account it is; only their ids are read (an account listed in a
// shared accountsIndex names no person), and a malformed one is ignored rather than failing the account.
const ownerRef = <K extends string>(key: K) =>
  z
    .object({ [key]: int } as Record<K, typeof int>)
    .nullish()
    .catch(undefined);
export const accountResponseSchema = z.object({
  account: accountField,
  member: ownerRef("memberId"),
  connectedUser: ownerRef("userId"),
});
export type AccountResponse = z.output<typeof accountResponseSchema>;
export const createAuthUrlRequestSchema = z.object({
  platform: z.enum(["mobile", "desktop"]),
  access: z.number().int().min(0).max(3),
  granularSharing: z.boolean().optional(),
  state: z.string().max(200).optional(),
});
export const createAuthUrlResponseSchema = z.object({ url: z.url() });
export const connectionInfoSchema = z.object({ userId: int.nullish().transform((v) => v ?? null) });
