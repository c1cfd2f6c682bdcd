// When each account last changed (deterministic): a few accounts change every (scaled) hour, so an
// incremental sync has something to fetch; `_sim/touch` moves chosen accounts now (tests, bench).
import { hashString } from "../../harness/random";

const ANCHOR = Date.UTC(2026, 10, 1); // 2026-11-01: the fixed origin of every simulated change
const CHANGES_PER_HOUR = 3;
const LOOKBACK_HOURS = 24 * 14;

export interface Change {
  at: Date;
  /** Points added by the change (0 = the account's first state). */
  bump: number;
}

/** `accountCount` fixes the odds (about CHANGES_PER_HOUR of the roster's accounts change per hour). */
export function createBusinessClock(hourMs: () => number, accountCount: number, moving: boolean) {
  const touched = new Map<number, Change>();
  const odds = Math.max(1, Math.round(accountCount / CHANGES_PER_HOUR));
  const picked = (h: number, accountId: number) => hashString(`hour:${h}:${accountId}`) % odds === 0;

  function lastChange(accountId: number, now: Date): Change {
    const base: Change = {
      at: new Date(ANCHOR + (hashString(`base:${accountId}`) % (10 * 86_400)) * 1000),
      bump: 0,
    };
    let found = base;
    if (moving) {
      const hour = hourMs();
      const current = Math.floor((now.getTime() - ANCHOR) / hour);
      for (let h = current; h >= Math.max(0, current - LOOKBACK_HOURS); h--) {
        if (!picked(h, accountId)) continue;
        const at = new Date(
          ANCHOR + h * hour + (hashString(`at:${accountId}:${h}`) % Math.max(1, Math.floor(hour / 2))),
        );
        if (at > now) continue; // picked this hour, but its moment is still ahead
        found = { at, bump: 200 + (hashString(`bump:${accountId}:${h}`) % 4000) };
        break;
      }
    }
    const t = touched.get(accountId);
    return t && t.at > found.at ? t : found;
  }

  return {
    lastChange,
    touch(accountId: number, now: Date) {
      touched.set(accountId, {
        at: now,
        bump: 100 + (hashString(`touch:${accountId}:${now.getTime()}`) % 3000),
      });
    },
    reset: () => touched.clear(),
  };
}
