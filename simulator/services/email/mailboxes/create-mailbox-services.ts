// The mailbox scanner, mounted on both email hosts (/email and /email-eu, each standing for
// `{email_base_url}/email`): its API under {host}/json/v2/mailboxes (X-Authentication like every
// email call) and the hosted sign-in pages under {host}/v2/mailboxes/auth (opened by browsers: no
// auth header), i.e. spec 3's `{email_base_url}/email/v2/mailboxes/auth/{code}`. Kept as its own
// services with longer prefixes so it sits beside the parsing service without touching it.
import type { Harness, SimService } from "../../../harness/types";
import { authPageRoutes } from "./auth-pages";
import { createMailboxNotifier } from "./mailbox-notifier";
import { emailServiceParser, type MailboxParser } from "./mailbox-parser";
import { AUTH_SCENARIO_SERVICE, mailboxRoutes } from "./mailbox-routes";
import { createMailboxStore } from "./mailbox-store";

export function createMailboxServices(
  harness: Harness,
  parse: MailboxParser = emailServiceParser,
): SimService[] {
  const store = createMailboxStore();
  const deps = { harness, store, notify: createMailboxNotifier(harness), parse };
  const auth = { header: "X-Authentication", value: harness.config.services.email!.apiAuth };
  return ["/email", "/email-eu"].flatMap((host, i): SimService[] => [
    {
      name: i === 0 ? "email-mailboxes-api" : "email-eu-mailboxes-api",
      prefix: `${host}/json/v2/mailboxes`,
      auth,
      routes: mailboxRoutes(deps, host),
      reset: () => store.reset(),
    },
    {
      name: i === 0 ? AUTH_SCENARIO_SERVICE : "email-eu-mailboxes",
      prefix: `${host}/v2/mailboxes/auth`,
      auth,
      public: true,
      routes: authPageRoutes(deps, host),
      scenarioOutcomes: ["expired-code"],
    },
  ]);
}
