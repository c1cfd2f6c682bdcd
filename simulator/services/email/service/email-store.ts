// Parse results of one host by requestId, with spec 3 retention: an email is kept
// two weeks (scaled by SIM_TIME_SCALE) after submission, then getResults answers 404.
// Bounded so a long-running simulator under load tests cannot grow without limit.
import type { ParseResultFields } from "../parse-result";

export const RETENTION_MS = 14 * 24 * 3_600_000;
const MAX_RESULTS = 20_000;

export type StoredResult = ParseResultFields & { requestId: string; userData?: string };

interface Entry {
  submittedAt: number;
  result: StoredResult;
}

export interface EmailStore {
  put(result: StoredResult, submittedAt?: number): void;
  /** The result, or undefined when unknown or past retention (then it is forgotten). */
  get(requestId: string): StoredResult | undefined;
  update(requestId: string, change: (r: StoredResult) => StoredResult): StoredResult | undefined;
  clear(): void;
}

export function createEmailStore(opts: { now: () => Date; retentionMs: number }): EmailStore {
  const entries = new Map<string, Entry>();
  const fresh = (id: string): Entry | undefined => {
    const e = entries.get(id);
    if (!e) return undefined;
    if (opts.now().getTime() - e.submittedAt >= opts.retentionMs) {
      entries.delete(id);
      return undefined;
    }
    return e;
  };
  return {
    put(result, submittedAt) {
      const previous = entries.get(result.requestId);
      entries.delete(result.requestId);
      entries.set(result.requestId, {
        submittedAt: submittedAt ?? previous?.submittedAt ?? opts.now().getTime(),
        result,
      });
      if (entries.size > MAX_RESULTS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    get: (id) => fresh(id)?.result,
    update(id, change) {
      const e = fresh(id);
      if (!e) return undefined;
      e.result = change(e.result);
      return e.result;
    },
    clear: () => entries.clear(),
  };
}
