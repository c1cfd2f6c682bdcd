// One mailbox's life at the service: connecting → (sign-in fails: error) → scanning (when a start
// date was given: every message since it, oldest first) → listening (when asked to) or finished.
// Each email is parsed with the service's parser; successful parses are sent to the mailbox
// callback (other outcomes are only counted: a mailbox holds far more non-booking mail than
// bookings, and nobody asked for those results). Progress events go out on every state change and
// every few emails while scanning.
import type { Harness } from "../../../harness/types";
import type { MailboxParser } from "./mailbox-parser";
import type { MailboxNotifier } from "./mailbox-notifier";
import type { SimMailbox } from "./mailbox-store";
import { MailboxFailure, type MessageSource, type RawMessage } from "./message-source";

const PROGRESS_EVERY = 5;

export async function runMailbox(
  m: SimMailbox,
  source: MessageSource,
  parse: MailboxParser,
  notify: MailboxNotifier,
  harness: Harness,
): Promise<void> {
  let stopped = false;
  let stopWatching: (() => void) | undefined;
  m.stop = () => {
    stopped = true;
    stopWatching?.();
    void source.close();
  };

  const read = async (message: RawMessage) => {
    let parses: Awaited<ReturnType<MailboxParser>> = [];
    try {
      parses = await parse(message.raw, harness.now());
    } catch {
      parses = []; // an email the parser chokes on is read and skipped, like any non-booking email
    }
    if (stopped) return;
    m.emailsRead++;
    for (const p of parses) {
      if (p.status !== "success") continue;
      const its = Array.isArray(p.result.itineraries) ? p.result.itineraries.length : 0;
      m.itinerariesFound += its;
      notify.result(m, p.status, p.result);
    }
  };

  try {
    await source.connect();
    if (stopped) return;
    if (m.startFrom) {
      notify.setState(m, "scanning");
      const messages = await source.since(new Date(`${m.startFrom}T00:00:00Z`));
      for (const [i, message] of messages.entries()) {
        if (stopped) return;
        await read(message);
        if ((i + 1) % PROGRESS_EVERY === 0) notify.progress(m);
      }
    }
    if (stopped) return;
    if (m.listen) {
      notify.setState(m, "listening");
      stopWatching = source.watch(async (message) => {
        await read(message);
        if (!stopped) notify.progress(m);
      });
    } else {
      notify.setState(m, "finished");
      await source.close();
    }
  } catch (error) {
    if (stopped) return;
    const failure =
      error instanceof MailboxFailure
        ? error
        : new MailboxFailure("unknown", "The mailbox could not be read.");
    notify.setState(m, "error", { code: failure.errorCode, message: failure.message });
    await source.close().catch(() => {});
  }
}
