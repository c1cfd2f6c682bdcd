// Simulated business export (spec 2 part B), mounted at /business. Every API call needs
// X-Authentication = BUSINESS_API_AUTH (the business's API key); the consent screen and the
// stand-ins for the service's own pages are browser pages without it.
import type { AccountsIndexItem, ConnectedUser, Member } from "../../contracts/business";
import type { Harness, SimContext, SimResponse, SimRoute, SimService } from "../../harness/types";
import { buildAccount } from "./build-account";
import { createBusinessClock } from "./business-clock";
import { BUSINESS_NAME, DEFAULT_ROSTER, type RosterAccount, type RosterPerson } from "./business-roster";
import { createInvites } from "./consent";
import { consentPage, htmlPage } from "./consent-page";
import { createRateLimiter, WINDOW_MS } from "./rate-limit";

export const BUSINESS_OUTCOMES = ["rate-limit", "unavailable", "http-500"] as const;
const P = "/api/export/v1";
const HOUR_MS = 3_600_000;

export interface BusinessOptions {
  roster?: RosterPerson[];
  /** false: lastChangeDate moves only through _sim/touch (the bench). */
  moving?: boolean;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): SimResponse => ({
  status,
  body,
  headers,
});
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export function createBusinessService(harness: Harness, options: BusinessOptions = {}): SimService {
  const auth = harness.config.services.business?.apiAuth;
  if (!auth) throw new Error("simulator config: services.business.apiAuth is missing");
  const roster: RosterPerson[] = (options.roster ?? DEFAULT_ROSTER).map((p) => ({
    ...p,
    accounts: [...p.accounts],
  }));
  const baseCount = roster.reduce((n, p) => n + p.accounts.length, 0);
  const clock = createBusinessClock(() => harness.scaled(HOUR_MS), baseCount, options.moving ?? true);
  const limiter = createRateLimiter(() => harness.scaled(WINDOW_MS));
  const invites = createInvites((ms) => harness.scaled(ms));
  const joined: RosterPerson[] = [];
  const owners = new Map<number, { account: RosterAccount; person: RosterPerson }>();
  const index = (person: RosterPerson) =>
    person.accounts.forEach((account) => owners.set(account.accountId, { account, person }));
  roster.forEach(index);

  // Spec 2 B's `{members: array of Member + accountsIndex}` read two ways: one index per person (the
  // default), or one beside the list for everyone; "missing" sends none (a broken export). _sim/index-shape.
  let indexShape: "per-person" | "beside-list" | "missing" = "per-person";
  const listBody = (
    key: string,
    list: RosterPerson[],
    toJson: (p: RosterPerson) => Member | ConnectedUser,
    now: Date,
  ) => {
    if (indexShape === "per-person")
      return { [key]: list.map((p) => ({ ...toJson(p), accountsIndex: accountsIndex(p, now) })) };
    return {
      [key]: list.map(toJson),
      ...(indexShape === "beside-list" ? { accountsIndex: list.flatMap((p) => accountsIndex(p, now)) } : {}),
    };
  };
  const origin = (ctx: SimContext) => `http://${ctx.headers.host ?? "127.0.0.1"}/business`;
  const people = () => [...roster, ...joined];
  const accountsIndex = (p: RosterPerson, now: Date): AccountsIndexItem[] =>
    p.accounts.map((a) => {
      const change = clock.lastChange(a.accountId, now);
      return {
        accountId: a.accountId,
        lastChangeDate: iso(change.at),
        ...(a.errorCode !== 0 ? { lastRetrieveDate: iso(new Date(change.at.getTime() + 180_000)) } : {}),
      };
    });
  const levelText = (level: number) =>
    [
      "Read account numbers and statuses",
      "Read balances and statuses",
      "Read all except passwords",
      "Full control",
    ][level] ?? "Read account numbers and statuses";
  const pages = (ctx: SimContext) => `${origin(ctx)}/pages`;
  const memberJson = (p: RosterPerson, ctx: SimContext): Member => ({
    memberId: p.id,
    fullName: p.fullName,
    ...(p.email ? { email: p.email, forwardingEmail: `${p.id}.harborpine@email.example` } : {}),
    editMemberUrl: `${pages(ctx)}/member/${p.id}`,
    accountListUrl: `${pages(ctx)}/accounts/${p.id}`,
    timelineUrl: `${pages(ctx)}/timeline/${p.id}`,
  });
  const userJson = (p: RosterPerson, ctx: SimContext): ConnectedUser => ({
    userId: p.id,
    fullName: p.fullName,
    email: p.email ?? "",
    forwardingEmail: `${p.fullName.split(" ")[0]!.toLowerCase()}.${p.id}@email.example`,
    userName: p.fullName.replace(/[^A-Za-z]/g, "").toLowerCase(),
    status: p.status ?? "Free",
    accessLevel: p.level === 3 ? "Administrator" : "Regular",
    connectionType: p.pending ? "Pending" : "Connected",
    accountsAccessLevel: levelText(p.level),
    accountsSharedByDefault: p.sharedByDefault ?? true,
    editConnectionUrl: `${pages(ctx)}/connection/${p.id}`,
    accountListUrl: `${pages(ctx)}/accounts/${p.id}`,
    timelineUrl: `${pages(ctx)}/timeline/${p.id}`,
    ...(p.level >= 2 ? { bookingRequestsUrl: `${pages(ctx)}/bookings/${p.id}` } : {}),
  });

  /** Forced outcomes and the rate limit, before any work; `kind` lets a test target one endpoint. */
  function gate(kind: string, subject: string): SimResponse | null {
    const forced = harness.takeForcedScenario("business", kind);
    const retry = String(Math.max(1, Math.ceil(harness.scaled(60_000) / 1000)));
    if (forced === "rate-limit") return json(429, { error: "Too many requests" }, { "Retry-After": retry });
    if (forced === "unavailable")
      return json(503, { error: "Service temporarily unavailable" }, { "Retry-After": retry });
    if (forced === "http-500") return json(500, { error: "Internal error" });
    const wait = limiter.take(subject, harness.now().getTime());
    if (wait !== null)
      return json(
        429,
        { error: "Rate limit: about 20 requests per 10 minutes" },
        { "Retry-After": String(Math.max(1, Math.ceil(wait / 1000))) },
      );
    return null;
  }

  const routes: SimRoute[] = [
    {
      // POST create-auth-url {platform, access, granularSharing?, state?} → {url}
      method: "POST",
      path: `${P}/create-auth-url`,
      handle(ctx) {
        const b = (ctx.body ?? {}) as Record<string, unknown>;
        if (typeof b.platform !== "string" || !["mobile", "desktop"].includes(b.platform))
          return json(400, { error: "platform: must be mobile or desktop" });
        if (typeof b.access !== "number" || !Number.isInteger(b.access) || b.access < 0 || b.access > 3)
          return json(400, { error: "access: an integer 0 to 3" });
        if (b.granularSharing !== undefined && typeof b.granularSharing !== "boolean")
          return json(400, { error: "granularSharing: a boolean" });
        if (b.state !== undefined && (typeof b.state !== "string" || b.state.length > 200))
          return json(400, { error: "state: a string of at most 200 characters" });
        const g = gate("auth", "auth");
        if (g) return g;
        const invite = invites.create(
          b.access,
          b.granularSharing === true,
          b.state as string | undefined,
          harness.now().getTime(),
        );
        return json(200, { url: `${origin(ctx)}/consent/${invite.token}` });
      },
    },
    {
      method: "GET",
      path: `${P}/get-connection-info/:code`,
      handle(ctx) {
        const g = gate("auth", "auth");
        if (g) return g;
        const r = invites.redeem(ctx.params.code ?? "", harness.now().getTime());
        return "error" in r ? json(r.status, { error: r.error }) : json(200, { userId: r.userId });
      },
    },
    {
      method: "GET",
      path: `${P}/member`,
      handle(ctx) {
        const now = harness.now();
        return (
          gate("member", "list:member") ??
          json(
            200,
            listBody(
              "members",
              people().filter((p) => p.kind === "member"),
              (p) => memberJson(p, ctx),
              now,
            ),
          )
        );
      },
    },
    {
      method: "GET",
      path: `${P}/member/:id`,
      handle(ctx) {
        const p = people().find((x) => x.kind === "member" && String(x.id) === ctx.params.id);
        if (!p) return json(404, { error: "Member not found" });
        const now = harness.now();
        // Member details carry at most 10 history rows per account (account/{id} has the full history).
        const accounts = p.accounts.map((a) => {
          const full = buildAccount(a, p, {
            now,
            change: clock.lastChange(a.accountId, now),
            pagesUrl: pages(ctx),
          });
          return { ...full, ...(full.history ? { history: full.history.slice(0, 10) } : {}) };
        });
        return gate("member", `member:${p.id}`) ?? json(200, { ...memberJson(p, ctx), accounts });
      },
    },
    {
      method: "GET",
      path: `${P}/connectedUser`,
      handle(ctx) {
        const now = harness.now();
        return (
          gate("connectedUser", "list:connectedUser") ??
          json(
            200,
            listBody(
              "connectedUsers",
              people().filter((p) => p.kind === "connected"),
              (p) => userJson(p, ctx),
              now,
            ),
          )
        );
      },
    },
    {
      // The sample wraps `account` in a one-element array (spec 2 B): the simulator does the same.
      method: "GET",
      path: `${P}/account/:id`,
      handle(ctx) {
        const found = owners.get(Number(ctx.params.id));
        if (!found || found.person.pending || !found.person.accounts.includes(found.account))
          return json(404, { error: "Account not found or not shared" });
        const g = gate("account", `account:${found.account.accountId}`);
        if (g) return g;
        const now = harness.now();
        const account = buildAccount(found.account, found.person, {
          now,
          change: clock.lastChange(found.account.accountId, now),
          pagesUrl: pages(ctx),
        });
        const owner =
          found.person.kind === "member"
            ? { member: memberJson(found.person, ctx) }
            : { connectedUser: userJson(found.person, ctx) };
        return json(200, { account: [account], ...owner });
      },
    },
    {
      // SIMULATOR ONLY: move lastChangeDate of the given accounts (or the first `count`) to now.
      method: "POST",
      path: `${P}/_sim/touch`,
      handle(ctx) {
        const b = (ctx.body ?? {}) as { accountIds?: number[]; count?: number };
        const all = [...owners.keys()];
        const ids = Array.isArray(b.accountIds)
          ? b.accountIds.filter((id) => owners.has(id))
          : all.slice(0, Math.max(0, Number(b.count ?? 1)));
        for (const id of ids) clock.touch(id, harness.now());
        return json(200, { touched: ids });
      },
    },
    {
      // SIMULATOR ONLY: how the two lists carry accountsIndex (see indexShape above); reset restores per-person.
      method: "POST",
      path: `${P}/_sim/index-shape`,
      handle(ctx) {
        const shape = (ctx.body as { shape?: unknown } | undefined)?.shape;
        if (shape !== "per-person" && shape !== "beside-list" && shape !== "missing")
          return json(400, { error: "shape: per-person, beside-list or missing" });
        indexShape = shape;
        return json(200, { shape });
      },
    },
    {
      method: "GET",
      path: "/consent/:token",
      public: true,
      handle(ctx) {
        const invite = invites.get(ctx.params.token ?? "");
        if (!invite || invite.used || invite.expiresAt < harness.now().getTime())
          return htmlPage(
            "Link expired",
            "<h1>This link has expired</h1><p>Invitation links are valid for 10 minutes and can be used once. Ask for a new one.</p>",
            410,
          );
        return consentPage({
          token: invite.token,
          business: BUSINESS_NAME,
          traveller: invite.traveller,
          access: invite.access,
          granular: invite.granularSharing,
        });
      },
    },
    {
      method: "GET",
      path: "/consent/:token/decide",
      public: true,
      handle(ctx) {
        const invite = invites.get(ctx.params.token ?? "");
        const redirect =
          harness.config.businessRedirectUrl ?? "http://127.0.0.1:3000/business/connect/return";
        if (!invite || invite.used || invite.expiresAt < harness.now().getTime())
          return htmlPage("Link expired", "<h1>This link has expired</h1>", 410);
        const target = new URL(redirect);
        if (ctx.query.get("decision") !== "allow") {
          invite.used = true;
          target.searchParams.set("error", "access_denied");
        } else {
          const chosen = ctx.query.getAll("account").map(Number);
          target.searchParams.set("code", invites.allow(invite, chosen, harness.now().getTime()));
          joined.push(invite.traveller);
          index(invite.traveller);
        }
        if (invite.state !== undefined) target.searchParams.set("state", invite.state);
        return { status: 302, headers: { Location: target.toString() }, body: "" };
      },
    },
    {
      method: "GET",
      path: "/pages/:what/:id",
      public: true,
      handle: (ctx) =>
        htmlPage(
          "Business account",
          `<h1>${BUSINESS_NAME}</h1><p>This page stands for the service's own "${(ctx.params.what ?? "").replace(/[^a-z]/g, "")}" page for ${Number(ctx.params.id)}.</p>`,
        ),
    },
  ];

  return {
    name: "business",
    prefix: "/business",
    auth: { header: "X-Authentication", value: auth },
    scenarioOutcomes: BUSINESS_OUTCOMES,
    routes,
    reset() {
      indexShape = "per-person";
      limiter.reset();
      clock.reset();
    },
  };
}
