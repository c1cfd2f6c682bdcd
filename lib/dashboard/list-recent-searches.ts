// The traveler's latest award searches with the cheapest result each found: fewest miles for a
// flight search, fewest points per night for a hotel search (null while nothing came back). A search
// repeated with the same route, dates and programs shows once, as its newest run: five copies of
// "Lisbon · Dec 24 – 27" would push every other search off the panel.
import "server-only";
import { readableSearchName } from "@/lib/award-search/search-name";
import { db } from "@/lib/db";

export async function listRecentSearches(userId: string, take = 5) {
  const recent = await db.awardSearch.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: take * 4,
    select: { id: true, service: true, summary: true, createdAt: true },
  });
  const seen = new Set<string>();
  const searches = recent
    .filter((s) => {
      const key = `${s.service}\u0000${s.summary}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, take);
  const ids = searches.map((s) => s.id);
  // Each program's fewest miles (routes) or points per night (hotels) is its document's `best`.
  const best = await db.awardResult.groupBy({
    by: ["searchId"],
    where: { searchId: { in: ids }, kind: { in: ["routes", "hotels"] } },
    _min: { best: true },
  });
  const cheapest = new Map(best.map((f) => [f.searchId, f._min.best]));
  return searches.map((s) => ({
    id: s.id,
    service: s.service,
    summary: readableSearchName(s.summary),
    createdAt: s.createdAt.toISOString(),
    href: `/${s.service === "hotels" ? "hotels" : "flights"}?search=${encodeURIComponent(s.id)}`,
    cheapest:
      cheapest.get(s.id) != null
        ? { amount: cheapest.get(s.id)!, unit: s.service === "hotels" ? "points per night" : "miles" }
        : null,
  }));
}
