// Per-part progress merging (pure). The main and the calendar callback arrive separately and in any
// order, and polling may bring an older picture: a part that reached a final state never goes back
// to pending, and a part a delivery does not mention keeps what it had.
import type { Parts } from "@/lib/award-search/types";
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

/** Parts as stored in JSON; anything unreadable counts as nothing known. */
export function readParts(value: unknown): Parts {
  if (!value || typeof value !== "object") return {};
  const out: Parts = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const p = v as { state?: unknown; message?: unknown };
    if (typeof p?.state === "number") out[k] = { state: p.state, message: typeof p.message === "string" ? p.message : "" };
  }
  return out;
}

/** A request is pending while its overall state is, or any requested part is. */
export function isPending(state: number, parts: Parts): boolean {
  return isPendingState(state) || Object.values(parts).some((p) => isPendingState(p.state));
}
