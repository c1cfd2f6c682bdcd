// Mutations of a JSON value for differential tests: every node (up to a limit, spread evenly over
// the tree) replaced by values of other types and edge values, or removed.
type Json = unknown;
type Path = (string | number)[];

const REPLACEMENTS: Json[] = [null, "", "x", "ABC", 0, -1, 1.5, 2 ** 60, true, [], {}, ["x"], [{}]];
const REMOVE = Symbol("remove");

export function paths(value: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** A copy of `root` with the node at `path` replaced or removed; only the containers on the path
 *  are copied (the rest is shared: callers must not modify the result). */
export function withValue(root: Json, path: Path, value: Json | typeof REMOVE): Json {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, Json>;
  if (rest.length) copy[key] = withValue(copy[key], rest, value);
  else if (value !== REMOVE) copy[key] = value;
  else if (Array.isArray(copy)) copy.splice(key as number, 1);
  else delete copy[key];
  return copy;
}

/** Up to `limit` nodes of `root`, each removed and replaced by every value in REPLACEMENTS. */
export function* mutations(root: Json, limit = 400): Generator<{ path: string; value: Json }> {
  const all = paths(root);
  const step = Math.max(1, Math.floor(all.length / limit));
  for (let i = 0; i < all.length; i += step) {
    const path = all[i]!;
    const label = path.join(".") || "(root)";
    yield { path: `${label} removed`, value: withValue(root, path, REMOVE) };
    for (const r of REPLACEMENTS)
      yield { path: `${label} = ${JSON.stringify(r)}`, value: withValue(root, path, r) };
  }
}
