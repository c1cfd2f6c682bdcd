// The hosted sign-in at {email_base_url}/email/v2/mailboxes/auth/{code} (spec 3 "Begin
// authentication"). The page stands for the vendor's consent screen: the user names the account and
// chooses Allow or Deny; the browser then goes to redirectUrl with ?state=success&mailboxId=… or
// ?state=error&errorCode=…&errorMessage=…. A code works once and for one (scaled) hour; an unknown,
// used or expired code gets an error page and no redirect.
import type { SimResponse, SimRoute } from "../../../harness/types";
import { DEMO_NEW_EMAIL_EVERY_MS, demoSource } from "./demo-source";
import { type MailboxDeps, startMailbox } from "./mailbox-routes";

const VENDOR_NAMES = { google: "Google", microsoft: "Microsoft", yahoo: "Yahoo", aol: "AOL" } as const;
const CODE_TTL_MS = 3600_000;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = (status: number, title: string, body: string): SimResponse => ({
  status,
  headers: {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
  },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}label{display:block;margin:1rem 0 .3rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}.row{display:flex;gap:.5rem;margin-top:1.2rem}button{flex:1;padding:.6rem;font-size:1rem;cursor:pointer}.muted{color:#6b7280;font-size:.9rem}</style></head>
<body>${body}</body></html>`,
});

const errorPage = (status: number, message: string) =>
  html(
    status,
    "Sign-in link not valid",
    `<h1>This sign-in link cannot be used</h1><p>${esc(message)}</p><p class="muted">Go back to the app that sent you here and start the connection again.</p>`,
  );

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function authPageRoutes(deps: MailboxDeps, host: string): SimRoute[] {
  const { harness, store } = deps;
  const find = (code: string) => {
    const auth = store.auths.get(code);
    if (!auth || auth.host !== host) return { error: errorPage(404, "This sign-in link is unknown.") };
    if (auth.usedAt) return { error: errorPage(410, "This sign-in link was already used.") };
    if (harness.now().getTime() - auth.createdAt > harness.scaled(CODE_TTL_MS))
      return { error: errorPage(410, "This sign-in link has expired (links are valid for one hour).") };
    return { auth };
  };

  return [
    {
      method: "GET",
      path: "/:code",
      handle: ({ params }) => {
        const code = params.code ?? "";
        const { auth, error } = find(code);
        if (!auth) return error;
        const vendor = VENDOR_NAMES[auth.provider];
        return html(
          200,
          `Sign in with ${vendor}`,
          `<h1>Sign in with ${vendor} (simulated)</h1>
<p>An app asks to <strong>read your email</strong> and <strong>see your basic profile</strong>, to find travel bookings.</p>
<form method="post" action="${esc(code)}"><label for="account">${vendor} account</label>
<input id="account" name="account" type="email" required autocomplete="email" placeholder="you@example.com">
<div class="row"><button name="decision" value="deny" formnovalidate>Deny</button><button name="decision" value="allow">Allow</button></div></form>
<p class="muted">Simulator page standing for ${vendor}'s consent screen. Nothing is sent to ${vendor}.</p>`,
        );
      },
    },
    {
      method: "POST",
      path: "/:code",
      handle: ({ params, body }) => {
        const { auth, error } = find(params.code ?? "");
        if (!auth) return error;
        const form = (body ?? {}) as { decision?: string; account?: string };
        auth.usedAt = harness.now().getTime();
        const { redirectUrl, ...settings } = auth.settings;
        if (form.decision !== "allow") {
          const to = withQuery(redirectUrl, {
            state: "error",
            errorCode: "access_denied",
            errorMessage: "The user denied access",
          });
          return { status: 303, headers: { Location: to } };
        }
        const account = String(form.account ?? "").trim();
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(account)) {
          auth.usedAt = undefined;
          return errorPage(400, "Enter the account's email address.");
        }
        const m = store.add({
          ...settings,
          type: auth.provider,
          login: account,
          state: "connecting",
          creationDate: harness.now().toISOString(),
          emailsRead: 0,
          itinerariesFound: 0,
          host,
        });
        startMailbox(deps, m, demoSource(harness.scaled(DEMO_NEW_EMAIL_EVERY_MS), harness.now));
        return {
          status: 303,
          headers: { Location: withQuery(redirectUrl, { state: "success", mailboxId: String(m.id) }) },
        };
      },
    },
  ];
}
