// Typed client for the card bonus listing service (spec 1, part C). Synchronous; no callbacks.
import "server-only";
import { createServiceClient } from "@/lib/http/base-client";
import { ServiceError } from "@/lib/http/errors";
import { cardListingSchema, type CardListingResponse } from "@/lib/services/cards/card-schema";

const http = createServiceClient("cards");
const PATH = "/v1/cards";

export type CardListingFetch =
  | { status: "not-modified" }
  | { status: "ok"; etag: string | null; listing: CardListingResponse }
  | { status: "malformed"; reason: string };

/**
 * GET /v1/cards — the full listing. With `etag`, asks conditionally (If-None-Match) and returns
 * "not-modified" on 304. `withExpired` sends showExpiredBonuses=true (expired seasonal bonuses).
 * Malformed data is returned as a reason, not thrown: the caller keeps its previous listing.
 * Throws ServiceError when the service is down or answers with an error status.
 */
export async function fetchCardListing(opts: {
  etag?: string | null;
  withExpired?: boolean;
}): Promise<CardListingFetch> {
  let res: Awaited<ReturnType<typeof http.raw>>;
  try {
    res = await http.raw({
      path: PATH,
      query: { showExpiredBonuses: opts.withExpired ? "true" : undefined },
      headers: opts.etag ? { "If-None-Match": opts.etag } : {},
    });
  } catch (error) {
    // A 200 whose body is not JSON is bad data, not an outage.
    if (error instanceof ServiceError && error.status === 200)
      return { status: "malformed", reason: error.message };
    throw error;
  }
  if (res.status === 304) return { status: "not-modified" };
  if (res.status !== 200) throw new ServiceError("cards", res.status, PATH, `HTTP ${res.status}`);
  const parsed = cardListingSchema.safeParse(res.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "body";
    return {
      status: "malformed",
      reason: `${where}: ${issue?.message ?? "invalid"} (${parsed.error.issues.length} issue(s))`,
    };
  }
  return { status: "ok", etag: res.headers.get("etag"), listing: parsed.data };
}
