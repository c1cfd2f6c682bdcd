// The opaque `history.state` string (spec 2, A5 History object): it records
// the last day the client holds and when that was, signed so a state from
// another account or a hand-edited one is not trusted.
import { hashHex } from "../data/seeded-random";

export interface HistoryState {
  day: string;
  takenAt: string;
}

const PREFIX = "hs1.";

function sign(payload: string, accountSeed: string): string {
  return hashHex("loyalty-history-state", accountSeed, payload).slice(0, 24);
}

export function encodeHistoryState(state: HistoryState, accountSeed: string): string {
  const payload = Buffer.from(JSON.stringify({ d: state.day, t: state.takenAt })).toString("base64url");
  return `${PREFIX}${payload}.${sign(payload, accountSeed)}`;
}

/** undefined when the state was not issued for this account. */
export function decodeHistoryState(value: string, accountSeed: string): HistoryState | undefined {
  if (!value.startsWith(PREFIX)) return undefined;
  const [payload, signature] = value.slice(PREFIX.length).split(".");
  if (!payload || !signature || sign(payload, accountSeed) !== signature) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { d, t } = parsed as Record<string, unknown>;
    if (
      typeof d !== "string" ||
      typeof t !== "string" ||
      !/^\d{4}-\d{2}-\d{2}$/.test(d) ||
      Number.isNaN(Date.parse(t))
    )
      return undefined;
    return { day: d, takenAt: t };
  } catch {
    return undefined;
  }
}
