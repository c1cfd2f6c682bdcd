// Counts the database statements this process sends, and their time, for `npm run load` (issue 40
// item 1: queries per page view). Every statement of the app — Prisma's through @prisma/adapter-pg,
// the raw ones of lib/sql/transaction.ts, pg-boss's — goes through node-postgres's `Client.prototype.query`, so
// one wrapper there sees them all. Installed only when LOAD_PROBE=on (app/api/load-probe/route.ts);
// the time is from the call to the reply as the client sees it (round trip and server time, not the
// wait for a pooled connection).
import pg from "pg";

export interface StatementCount {
  statements: number;
  statementMs: number;
}

type Query = (...args: unknown[]) => unknown;
const state = globalThis as unknown as { loadProbeCount?: StatementCount };

/** Starts counting (once per process) and returns the running totals. */
export function statementCount(): StatementCount {
  if (state.loadProbeCount) return state.loadProbeCount;
  const count: StatementCount = { statements: 0, statementMs: 0 };
  state.loadProbeCount = count;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function counted(this: unknown, ...args: unknown[]) {
    count.statements++;
    const start = performance.now();
    const done = () => (count.statementMs += performance.now() - start);
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(done, done);
    return result;
  };
  return count;
}
