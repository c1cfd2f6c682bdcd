// Takes one raw email into a host: parses it at once (one requestId per email, nested
// ones included), stores each as `queued`, and finishes each on the queue — a callback
// with the result, or for `review` a later callback when the review ends (spec 3
// States). Used by POST parseEmail and by the mailbox scanner for each mailbox email.
import { randomUUID } from "node:crypto";
import { hashString } from "../../../harness/random";
import { parseRawEmail } from "../parse-email";
import type { ParsedEmail, ReturnEmail } from "../parse-result";
import type { EmailHost } from "./email-host";
import type { StoredResult } from "./email-store";
import { applyForced, withoutOutcome } from "./forced-outcome";

export interface AcceptOptions {
  callbackUrl?: string;
  userData?: string;
  returnEmail: ReturnEmail;
  /** A forced outcome taken from /_control/scenario for this submission. */
  forced?: string;
  /** Set on every result's metadata when the email came from a connected mailbox (spec 3). */
  mailboxId?: number;
}

/** Throws NotAnEmailError (from parseRawEmail) for input that is not an email. */
export async function acceptEmail(
  host: EmailHost,
  raw: string | Uint8Array,
  opts: AcceptOptions,
): Promise<string[]> {
  const emails = await parseRawEmail(raw, { now: host.harness.now(), returnEmail: opts.returnEmail });
  const submittedAt = host.harness.now().getTime();
  return emails.map((parsed) => {
    const requestId = randomUUID();
    if (opts.mailboxId !== undefined) parsed.metadata.mailboxId = opts.mailboxId;
    const queued: StoredResult = {
      apiVersion: 2,
      requestId,
      status: "queued",
      metadata: parsed.metadata,
      ...(parsed.nestedEmailMetadata ? { nestedEmailMetadata: parsed.nestedEmailMetadata } : {}),
      ...(parsed.email ? { email: parsed.email } : {}),
      parsingMethod: "auto",
      ...(opts.userData !== undefined ? { userData: opts.userData } : {}),
    };
    host.store.put(queued, submittedAt);
    const final = applyForced(parsed, opts.forced);
    host.harness.enqueue({
      service: host.name,
      requestId,
      priority: 5,
      // Automated parsing "typically within seconds" (spec 3): 0.7–2.5 s, 60 s when forced slow (3 s
      // at the e2e time scale: long enough to see "Parsing…" on a busy machine).
      workMs: opts.forced === "slow" ? 60_000 : 700 + (hashString(requestId) % 1800),
      run: () => finish(host, final, { requestId, userData: opts.userData, callbackUrl: opts.callbackUrl }),
      onTimeout: () => undefined,
    });
    return requestId;
  });
}

interface Submission {
  requestId: string;
  userData?: string;
  callbackUrl?: string;
}

function finish(host: EmailHost, parsed: ParsedEmail, s: Submission): void {
  const stamp = (fields: object): StoredResult =>
    ({
      ...fields,
      requestId: s.requestId,
      ...(s.userData !== undefined ? { userData: s.userData } : {}),
    }) as StoredResult;
  const deliver = (result: StoredResult) => {
    if (s.callbackUrl) host.harness.deliverCallback(host.callbackTarget(s.callbackUrl), result);
  };
  const now = stamp(withoutOutcome(parsed));
  host.store.update(s.requestId, () => now);
  // `review` is not a callback status (spec 3 Events): only getResults shows it until the review ends.
  if (parsed.outcome !== "review" || !parsed.review) return deliver(now);
  const final = stamp({ ...parsed.review.final, metadata: parsed.metadata });
  host.later(host.harness.scaled(parsed.review.afterMs), () => {
    // A timeout ends when the email is purged: the store may already have forgotten it.
    host.store.update(s.requestId, () => final);
    deliver(final);
  });
}
