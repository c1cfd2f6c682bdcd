// The built-in demo mailbox (any address at demo.milepost.test, any password): a first-time user
// can try the scanner without a mail server. Its INBOX is simulator/samples/emails/demo-mailbox/:
// `history-*.eml` are already there (each keeps its own Date header, so "Scan emails since" picks
// among them), `new-*.eml` arrive one every few (scaled) minutes while the mailbox listens, dated
// the moment they arrive, until the set is used up.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MessageSource, RawMessage } from "./message-source";

const DIR = fileURLToPath(new URL("../../../samples/emails/demo-mailbox/", import.meta.url));
export const DEMO_NEW_EMAIL_EVERY_MS = 3 * 60_000; // real-world minutes, scaled by SIM_TIME_SCALE

function load(prefix: string): { name: string; text: string }[] {
  return readdirSync(DIR)
    .filter((f) => f.startsWith(prefix) && f.endsWith(".eml"))
    .sort()
    .map((name) => ({ name, text: readFileSync(`${DIR}${name}`, "utf8") }));
}

export function dateHeader(text: string): Date | undefined {
  const m = /^Date:\s*(.+)$/im.exec(text.split(/\r?\n\r?\n/, 1)[0] ?? "");
  const d = m ? new Date(m[1]!.trim()) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
}

/** Sets the Date header to `now` (RFC 5322 form), as a server stamps a message that just arrived. */
export function stampDate(text: string, now: Date): string {
  return text.replace(/^Date:.*$/im, `Date: ${now.toUTCString().replace("GMT", "+0000")}`);
}

export function demoSource(everyMs: number, now: () => Date): MessageSource {
  const encoder = new TextEncoder();
  let uid = 0;
  return {
    async connect() {},
    async since(since) {
      const history = load("history-")
        .map((m) => ({ ...m, date: dateHeader(m.text) }))
        .filter((m) => !since || (m.date && m.date >= since))
        .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
      return history.map((m): RawMessage => ({ uid: ++uid, raw: encoder.encode(m.text) }));
    },
    watch(onNew) {
      const pending = load("new-");
      let chain = Promise.resolve();
      const timer = setInterval(() => {
        const next = pending.shift();
        if (!next) return clearInterval(timer);
        const message = { uid: ++uid, raw: encoder.encode(stampDate(next.text, now())) };
        chain = chain.then(() => onNew(message)).catch(() => {});
      }, everyMs);
      return () => clearInterval(timer);
    },
    async close() {},
  };
}
