// POST /v2/account/check — queue one account (A3 → {requestId}).
// POST /v2/account/check/package — queue several (A4 → {package, errors}).
// GET /v2/account/check/{id} — A5 result, state 0 until done, 404 after two hours.
import { jsonError } from "../../../harness/http-io";
import type { SimRoute } from "../../../harness/types";
import { acceptCheck, type CheckDeps } from "../check/accept-check";
import { describeIssues, packageRequestSchema } from "../check/check-request-schema";
import type { ResultStore } from "../check/result-store";

export function postCheckRoute(deps: CheckDeps): SimRoute {
  return {
    method: "POST",
    path: "/v2/account/check",
    handle: ({ body }) => {
      const accepted = acceptCheck(body, deps);
      return accepted.ok
        ? { status: 200, body: { requestId: accepted.requestId } }
        : jsonError(400, accepted.message);
    },
  };
}

function userDataOf(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const value = (item as { userData?: unknown }).userData;
  return typeof value === "string" ? value : undefined;
}

export function postPackageRoute(deps: CheckDeps): SimRoute {
  return {
    method: "POST",
    path: "/v2/account/check/package",
    handle: ({ body }) => {
      const parsed = packageRequestSchema.safeParse(body);
      if (!parsed.success) return jsonError(400, describeIssues(parsed.error));
      const packageId = `pkg-${deps.nextSequence()}`;
      const accepted: Array<{ requestId: string }> = [];
      const errors: Array<{ message: string; userData?: string }> = [];
      // Rejected items are left out of `package` (which keeps request order for the
      // accepted ones) and reported in `errors` with their userData (spec 2 A4).
      parsed.data.package.forEach((item, index) => {
        const result = acceptCheck(item, deps, packageId);
        if (result.ok) accepted.push({ requestId: result.requestId });
        else {
          const userData = userDataOf(item);
          errors.push({
            message: `package[${index}]: ${result.message}`,
            ...(userData !== undefined ? { userData } : {}),
          });
        }
      });
      return { status: 200, body: { package: accepted, ...(errors.length > 0 ? { errors } : {}) } };
    },
  };
}

export function getCheckRoute(store: ResultStore): SimRoute {
  return {
    method: "GET",
    path: "/v2/account/check/:id",
    handle: ({ params }) => {
      const result = store.get(params.id ?? "");
      return result
        ? { status: 200, body: result }
        : jsonError(404, "Unknown requestId, or its result is older than two hours");
    },
  };
}
