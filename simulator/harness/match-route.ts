// Path matching for SimRoute paths with `:name` parameters.
import type { HttpMethod, SimRoute, SimService } from "./types";

export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const p = pattern.split("/").filter(Boolean);
  const a = path.split("/").filter(Boolean);
  if (p.length !== a.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i] as string;
    const actual = a[i] as string;
    if (seg.startsWith(":")) {
      try {
        params[seg.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (seg !== actual) return undefined;
  }
  return params;
}

/** The service whose prefix owns the path: exact prefix or prefix followed by "/" (so /email-eu ≠ /email). */
export function findService(services: readonly SimService[], path: string): SimService | undefined {
  return [...services]
    .sort((x, y) => y.prefix.length - x.prefix.length)
    .find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
}

export type RouteMatch =
  | { kind: "found"; route: SimRoute; params: Record<string, string> }
  | { kind: "wrong-method"; allow: HttpMethod[] }
  | { kind: "not-found" };

export function findRoute(service: SimService, method: string, subPath: string): RouteMatch {
  const allow: HttpMethod[] = [];
  for (const route of service.routes) {
    const params = matchPath(route.path, subPath);
    if (!params) continue;
    if (route.method === method) return { kind: "found", route, params };
    allow.push(route.method);
  }
  return allow.length > 0 ? { kind: "wrong-method", allow } : { kind: "not-found" };
}
