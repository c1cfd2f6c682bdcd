// Which deliveries may share a transaction (lib/callbacks/process-delivery.ts): rounds in which no
// request id appears twice, so each round's request rows are locked and written once, in order.
import type { CallbackHandler } from "@/lib/callbacks/types";

/** A delivery to normalize and, when known before its transaction, its parsed body. */
export interface Parsed<T, D> {
  delivery: D;
  data?: T;
}

/** Split deliveries into rounds in which no request id appears twice (a later delivery of a request
 *  goes to a round after the earlier one's), so each round can share one transaction. A delivery
 *  whose ids are unknown until its body is read back goes alone, and nothing later passes it. */
export function deliveryRounds<T, D>(
  handler: Pick<CallbackHandler<T>, "items">,
  parsed: Parsed<T, D>[],
): Parsed<T, D>[][] {
  const out: { ids: Set<string> | null; members: Parsed<T, D>[] }[] = [];
  for (const p of parsed) {
    const ids = p.data === undefined ? null : handler.items(p.data).map((item) => item.requestId);
    if (!ids) {
      out.push({ ids: null, members: [p] });
      continue;
    }
    let first = 0;
    out.forEach((r, k) => {
      if (!r.ids || ids.some((id) => r.ids!.has(id))) first = k + 1;
    });
    const round = out[first];
    if (round?.ids) {
      for (const id of ids) round.ids.add(id);
      round.members.push(p);
    } else out.push({ ids: new Set(ids), members: [p] });
  }
  return out.map((r) => r.members);
}
