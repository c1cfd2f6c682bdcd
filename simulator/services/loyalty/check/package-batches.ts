// Package callbacks (spec 2 Events): `{method: "account", response: [A5...]}`
// with up to 20 results each, in processing order. Results of one package that
// share a callbackUrl are buffered and sent when 20 are ready or when the last
// account of that group has finished.
import type { AccountResult } from "./build-result";

export const MAX_RESULTS_PER_CALLBACK = 20;

interface Group {
  pending: number;
  buffer: AccountResult[];
}

export class PackageBatches {
  private readonly groups = new Map<string, Group>();

  constructor(
    private readonly send: (url: string, body: { method: "account"; response: AccountResult[] }) => void,
  ) {}

  expect(packageId: string, url: string): void {
    const key = `${packageId}\n${url}`;
    const group = this.groups.get(key) ?? { pending: 0, buffer: [] };
    group.pending += 1;
    this.groups.set(key, group);
  }

  deliver(packageId: string, url: string, result: AccountResult): void {
    const key = `${packageId}\n${url}`;
    const group = this.groups.get(key);
    if (!group) return;
    group.pending -= 1;
    group.buffer.push(result);
    if (group.buffer.length >= MAX_RESULTS_PER_CALLBACK || group.pending <= 0) {
      this.send(url, { method: "account", response: group.buffer.splice(0) });
    }
    if (group.pending <= 0) this.groups.delete(key);
  }
}
