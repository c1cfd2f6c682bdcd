// The mailbox scanner's API under /email/json/v2/mailboxes (spec 3 Endpoints; choices where spec 3
// says "not shown" are in docs/services/email.md "Mailbox scanner" and ../README.md).
import type { Harness, SimRoute } from "../../../harness/types";
import { jsonError } from "../../../harness/http-io";
import { randomBytes } from "node:crypto";
import { demoSource, DEMO_NEW_EMAIL_EVERY_MS } from "./demo-source";
import { detectType, isDemoAddress } from "./detect-type";
import { imapSource } from "./imap-source";
import { firstIssue, imapConnectBody, startAuthBody, tokenConnectBody } from "./mailbox-input";
import type { MailboxNotifier } from "./mailbox-notifier";
import type { MailboxParser } from "./mailbox-parser";
import { publicView, type MailboxStore, type SimMailbox } from "./mailbox-store";
import type { MessageSource } from "./message-source";
import { MailboxFailure } from "./message-source";
import { runMailbox } from "./run-mailbox";

export const AUTH_SCENARIO_SERVICE = "email-mailboxes";

export interface MailboxDeps {
  harness: Harness;
  store: MailboxStore;
  notify: MailboxNotifier;
  parse: MailboxParser;
}

/** Sign-in with OAuth tokens reads the demo set: the simulator has no Gmail. A token "invalid" fails. */
function tokenSource(deps: MailboxDeps, accessToken: string): MessageSource {
  const demo = demoSource(deps.harness.scaled(DEMO_NEW_EMAIL_EVERY_MS), deps.harness.now);
  if (!/invalid|expired|revoked/i.test(accessToken)) return demo;
  return {
    ...demo,
    connect: () =>
      Promise.reject(
        new MailboxFailure("authentication", "The access token was refused by the mailbox provider."),
      ),
  };
}

export function startMailbox(deps: MailboxDeps, m: SimMailbox, source: MessageSource) {
  // Start after the connect answer has gone out (and at least a moment later), so the client has
  // stored the mailbox before its first state change or result arrives.
  setTimeout(
    () => void runMailbox(m, source, deps.parse, deps.notify, deps.harness),
    Math.max(150, deps.harness.scaled(2_000)),
  );
}

export function mailboxRoutes(deps: MailboxDeps, host: string): SimRoute[] {
  const { harness, store } = deps;
  const base = (body: {
    callbackUrl: string;
    returnEmail?: string;
    userData?: string;
    tags?: string[];
    startFrom?: string;
    listen?: boolean;
    onProgress?: { callbackUrl: string };
  }) => ({
    callbackUrl: body.callbackUrl,
    returnEmail: body.returnEmail,
    userData: body.userData,
    tags: body.tags ?? [],
    startFrom: body.startFrom,
    listen: body.listen ?? false,
    onProgress: body.onProgress,
    creationDate: harness.now().toISOString(),
    state: "connecting" as const,
    emailsRead: 0,
    itinerariesFound: 0,
    host,
  });

  return [
    {
      method: "GET",
      path: "/detect-type/:email",
      handle: ({ params }) => ({ status: 200, body: { type: detectType(params.email ?? "") } }),
    },
    {
      method: "POST",
      path: "/connect/:vendor",
      handle: ({ params, body }) => {
        const vendor = params.vendor ?? "";
        if (vendor === "imap") {
          const parsed = imapConnectBody.safeParse(body);
          if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
          const b = parsed.data;
          const demo = isDemoAddress(b.login);
          const settings = {
            host: b.host ?? `imap.${b.login.split("@").pop()}`,
            port: b.port ?? 993,
            secure: b.secure ?? true,
            password: b.password,
          };
          const m = store.add({ ...base(b), type: "imap", login: b.login, imap: settings });
          const source = demo
            ? demoSource(harness.scaled(DEMO_NEW_EMAIL_EVERY_MS), harness.now)
            : imapSource({ ...settings, login: b.login }, Math.max(1_000, harness.scaled(60_000)));
          startMailbox(deps, m, source);
          return { status: 200, body: publicView(m) };
        }
        if (!["google", "microsoft", "yahoo", "aol"].includes(vendor))
          return jsonError(404, `Unknown mailbox vendor "${vendor}"`);
        const parsed = tokenConnectBody.safeParse(body);
        if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
        const b = parsed.data;
        const m = store.add({
          ...base(b),
          type: vendor as SimMailbox["type"],
          login: b.email,
          oauth: { accessToken: b.accessToken, refreshToken: b.refreshToken },
        });
        startMailbox(deps, m, tokenSource(deps, b.accessToken));
        return { status: 200, body: publicView(m) };
      },
    },
    {
      method: "POST",
      path: "/start-auth",
      handle: ({ body }) => {
        const parsed = startAuthBody.safeParse(body);
        if (!parsed.success) return jsonError(400, firstIssue(parsed.error));
        const {
          provider,
          redirectUrl,
          callbackUrl,
          returnEmail,
          userData,
          tags,
          startFrom,
          listen,
          onProgress,
        } = parsed.data;
        const code = randomBytes(18).toString("base64url");
        // Tests can ask for a code that is already past its hour: POST /_control/scenario
        // {"service":"email-mailboxes","outcome":"expired-code"}.
        const expired = harness.takeForcedScenario(AUTH_SCENARIO_SERVICE) === "expired-code";
        const createdAt = harness.now().getTime() - (expired ? harness.scaled(2 * 3600_000) + 1 : 0);
        store.auths.set(code, {
          code,
          provider,
          createdAt,
          host,
          settings: {
            redirectUrl,
            callbackUrl,
            returnEmail,
            userData,
            tags: tags ?? [],
            startFrom,
            listen: listen ?? false,
            onProgress,
          },
        });
        return { status: 200, body: { code } };
      },
    },
    {
      method: "GET",
      path: "/",
      handle: ({ query }) => {
        const wanted = (query.getAll("tags").join(",") || "")
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean);
        if (!wanted.length) return jsonError(400, "tags is required (one or more, comma-separated)");
        const list = [...store.mailboxes.values()].filter(
          (m) => m.host === host && wanted.every((t) => m.tags.includes(t)),
        );
        return { status: 200, body: list.map(publicView) };
      },
    },
    {
      method: "POST",
      path: "/disconnect/:mailboxId",
      handle: ({ params }) => {
        const id = Number(params.mailboxId);
        const m = store.mailboxes.get(id);
        if (!Number.isInteger(id) || !m || m.host !== host)
          return jsonError(404, `Mailbox ${params.mailboxId} not found`);
        store.remove(id);
        // Spec 3: "JSON string confirming deletion" — a JSON-encoded string, not plain text.
        return {
          status: 200,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(`Mailbox ${id} was disconnected and deleted`),
        };
      },
    },
  ];
}
