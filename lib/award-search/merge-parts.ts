// Per-part progress merging (pure). The main and the calendar callback arrive separately and in any
// order, and polling may bring an older picture: a part that reached a final state never goes back
// to pending, and a part a delivery does not mention keeps what it had.
import { z } from "zod";
import type { Parts } from "@/lib/award-search/types";
import { readStored } from "@/lib/validation/read-stored";
import { isFinal, isPendingState } from "@/lib/service-requests/service-states";

export function mergeParts(stored: Parts, incoming: Parts): Parts {
  const out: Parts = { ...stored };
  for (const [name, next] of Object.entries(incoming)) {
    const prev = stored[name];
    if (prev && isFinal(prev.state) && isPendingState(next.state)) continue;
    out[name] = next;
  }
  return out;
}

const partsSchema = z.record(z.string(), z.object({ state: z.number().int(), message: z.string() }));

/** AwardRequest.parts read through its schema: a stored value that does not match is an error
 *  naming the row, not something to guess from. */
export function readParts(value: unknown, where = "AwardRequest.parts"): Parts {
  return readStored(partsSchema, value, where);
}

/** A request is pending while its overall state is, or any requested part is. */
export function isPending(state: number, parts: Parts): boolean {
  return isPendingState(state) || Object.values(parts).some((p) => isPendingState(p.state));
}
