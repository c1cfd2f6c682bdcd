// Sending several recorded requests in one call (spec 2 A4 packages): the same marks as one send —
// each accepted item "sent" with its id, each item the service refused "send-failed" with its words,
// and when the call itself did not go through, every item "send-retry" or "send-failed" as one send
// would be (send-retry.ts). The caller re-sends nothing itself: the sweep does (resenders.ts).
import "server-only";
import { ServiceError } from "@/lib/http/errors";
import { markSentMany } from "./send-tracked";
import { isTransient, markSendFailed } from "./send-retry";

/** One item's answer, in the order of the ids sent. */
export type PackageItem = { requestId: string } | { refused: string };

export type PackageOutcome = { sent: number; refused: number; retrying: number };

export async function sendTrackedPackage(
  service: string,
  ids: string[],
  send: () => Promise<PackageItem[]>,
  options: { retry?: boolean; refusedWords: (reason: string) => string },
): Promise<PackageOutcome> {
  let items: PackageItem[];
  try {
    items = await send();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const marked = await markSendFailed(ids, {
      service,
      final: `The ${service} service could not be reached (${error.message.replace(/^\w+: /, "")}).`,
      retry: !!options.retry && isTransient(error),
    });
    const retrying = [...marked.values()].filter((m) => m.retrying).length;
    return { sent: 0, refused: ids.length - retrying, retrying };
  }
  const accepted: { id: string; requestId: string }[] = [];
  const refused = new Map<string, string[]>();
  for (const [k, id] of ids.entries()) {
    const item = items[k];
    if (item && "requestId" in item) accepted.push({ id, requestId: item.requestId });
    else {
      const words = options.refusedWords(item?.refused ?? "no request id");
      refused.set(words, [...(refused.get(words) ?? []), id]);
    }
  }
  for (const [final, same] of refused) await markSendFailed(same, { service, final, retry: false });
  await markSentMany(service, accepted);
  return { sent: accepted.length, refused: ids.length - accepted.length, retrying: 0 };
}
