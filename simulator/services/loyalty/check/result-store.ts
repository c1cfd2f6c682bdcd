// Results for GET /v2/account/check/{id}: "cached for up to two hours" after
// the request (spec 2 Endpoints/Limits); afterwards the id is unknown.
import type { AccountResult } from "./build-result";

export const RESULT_TTL_MS = 2 * 60 * 60 * 1000;

interface Stored {
  requestedAt: number;
  result: AccountResult;
  final: boolean;
}

export class ResultStore {
  private readonly entries = new Map<string, Stored>();

  constructor(private readonly now: () => Date) {}

  put(result: AccountResult, requestedAt: Date, final: boolean): void {
    this.prune();
    this.entries.set(result.requestId, { requestedAt: requestedAt.getTime(), result, final });
  }

  get(requestId: string): AccountResult | undefined {
    this.prune();
    return this.entries.get(requestId)?.result;
  }

  isFinal(requestId: string): boolean {
    return this.entries.get(requestId)?.final ?? false;
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(): void {
    const cutoff = this.now().getTime() - RESULT_TTL_MS;
    for (const [id, stored] of this.entries) if (stored.requestedAt < cutoff) this.entries.delete(id);
  }
}
