// The simulator's stand-in for the service's consent screen and its other pages (plain HTML).
import { programByCode } from "./business-catalog";
import type { RosterPerson } from "./business-roster";

export const ACCESS_WORDS: Record<number, string> = {
  0: "read your account numbers, usernames and elite statuses",
  1: "read your balances and elite statuses",
  2: "read everything in your accounts except passwords",
  3: "fully control your accounts (edit, delete, auto-login, view passwords)",
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function htmlPage(title: string, body: string, status = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1f2937}button{font:inherit;padding:.5rem 1.2rem;margin-right:.5rem}label{display:block;margin:.3rem 0}.muted{color:#6b7280;font-size:.9rem}</style></head><body>${body}</body></html>`;
  return { status, body: html, headers: { "Content-Type": "text/html; charset=utf-8" } };
}

export function consentPage(opts: {
  token: string;
  business: string;
  traveller: RosterPerson;
  access: number;
  granular: boolean;
}) {
  const accounts = opts.traveller.accounts
    .map(
      (a) =>
        `<label><input type="checkbox" name="account" value="${a.accountId}" checked> ${esc(programByCode(a.program).displayName)}</label>`,
    )
    .join("");
  return htmlPage(
    "Share your loyalty accounts",
    `<h1>Share your loyalty accounts</h1>
<p class="muted">Signed in as ${esc(opts.traveller.fullName)} (simulated account-sharing service)</p>
<p><strong>${esc(opts.business)}</strong> asks to connect to your account.</p>
<p>Access level ${opts.access}: it will be able to ${esc(ACCESS_WORDS[opts.access] ?? "")}.</p>
<form method="get" action="${esc(opts.token)}/decide">
${opts.granular ? `<fieldset><legend>Choose the accounts to share</legend>${accounts}</fieldset>` : `<p>All your accounts will be shared, including ones you add later.</p>`}
<p><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></p>
</form>`,
  );
}
