// Whose is each entry of an accountsIndex sent beside the list instead of on each person (the second
// reading of spec 2 B "Endpoints", normalized in lib/services/business/export-schema.ts)? Such an entry
// names nobody, so: the stored copy's person when that person is still listed; the list's only person
// when it has one; otherwise account/{id} says — its `member` / `connectedUser`, else the account's
// `owner` when exactly one listed person has that name. Accounts fetched to learn it are returned so the
// sync stores them without fetching twice; one whose person cannot be told becomes a failure in words.
import type {
  AccountResponse,
  AccountsIndexItem,
  ConnectedUser,
  Member,
} from "@/lib/services/business/export-schema";
import type { SyncFailure } from "./get-connection";
import { PauseError } from "./sync-budget";

type Person = { id: string; fullName: string };
type Kind = "member" | "connected";
type Entry = { accountId: number; lastChangeDate: Date | null; personId: string; personName: string };

export interface AssignContext {
  people: Map<string, Person>;
  byRemote: Map<number, { personId: string; displayName: string | null; fetchedAt: Date | null }>;
  members?: Member[];
  users?: ConnectedUser[];
  fetch: (accountId: number) => Promise<AccountResponse>;
  describe: (error: unknown) => string;
  /** Added to: the entries whose person is known, and the accounts whose person is not. */
  entries: Entry[];
  failures: SyncFailure[];
}

const norm = (name: string | null | undefined) => (name ?? "").trim().replace(/\s+/g, " ").toLowerCase();

export async function assignSharedIndex(shared: (AccountsIndexItem & { kind: Kind })[], ctx: AssignContext) {
  const prefetched = new Map<number, AccountResponse>();
  // Pending users have not accepted yet and share nothing.
  const keys = {
    member: (ctx.members ?? []).map((m) => `member:${m.memberId}`),
    connected: (ctx.users ?? [])
      .filter((u) => u.connectionType !== "Pending")
      .map((u) => `connected:${u.userId}`),
  };
  for (const item of shared) {
    const listed = keys[item.kind].map((k) => ctx.people.get(k)).filter((p): p is Person => p !== undefined);
    const add = (p: Person) =>
      ctx.entries.push({
        accountId: item.accountId,
        lastChangeDate: item.lastChangeDate,
        personId: p.id,
        personName: p.fullName,
      });
    const stored = ctx.byRemote.get(item.accountId);
    const storedPerson = stored && listed.find((p) => p.id === stored.personId);
    if (storedPerson) add(storedPerson);
    else if (listed.length === 1) add(listed[0]!);
    else {
      let res: AccountResponse;
      try {
        res = await ctx.fetch(item.accountId);
      } catch (e) {
        if (e instanceof PauseError) throw e;
        ctx.failures.push({
          accountId: item.accountId,
          displayName: stored?.displayName ?? null,
          person: null,
          message: ctx.describe(e),
          lastSuccessAt: stored?.fetchedAt?.toISOString() ?? null,
        });
        continue;
      }
      const named =
        item.kind === "member"
          ? res.member && ctx.people.get(`member:${res.member.memberId}`)
          : res.connectedUser && ctx.people.get(`connected:${res.connectedUser.userId}`);
      const byName = listed.filter((p) => norm(p.fullName) === norm(res.account.owner));
      const owner = named && listed.includes(named) ? named : byName.length === 1 ? byName[0] : undefined;
      if (owner) {
        add(owner);
        prefetched.set(item.accountId, res);
      } else {
        ctx.failures.push({
          accountId: item.accountId,
          displayName: res.account.displayName,
          person: null,
          message: "the service did not say whose account this is",
          lastSuccessAt: null,
        });
      }
    }
  }
  return prefetched;
}
