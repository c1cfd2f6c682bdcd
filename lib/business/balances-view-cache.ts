// Team balances' order, counts and totals of each view, kept by this process while the business's
// data is unchanged (issue 39): PostgreSQL sorts and adds up every shared account of a view once, and
// a later view of it — another page, a reload, the JSON route — reads one row of the connection and
// the rows it draws. "Unchanged" is the connection's id and `dataVersion`, which triggers bump in the
// writing transaction of every statement on its people or accounts (migration 20261202000300), so a
// sync, a removal or a new key seen by any server or worker is seen here on the next view. The
// version is read before what is computed for it, so what is kept is never older than its version.
// Views of one user and version share one computation (a page and its route, 50 users' first views
// at once); a failed one is not kept. Bounded: the least recently used view is dropped first.
import "server-only";

const MAX_VIEWS = 64;
const kept = new Map<string, { version: string; value: Promise<unknown> }>();

export function keptForVersion<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  kept.delete(key); // most recently used last
  if (hit && hit.version === version) {
    kept.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry = { version, value };
  kept.set(key, entry);
  if (kept.size > MAX_VIEWS) kept.delete(kept.keys().next().value!);
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}
