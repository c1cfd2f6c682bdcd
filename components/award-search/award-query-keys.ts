// Query-key factory for the award-search pages, per service.
import type { AwardServiceName } from "@/components/award-search/award-search-api";

export const awardKeys = (service: AwardServiceName) => ({
  all: [service] as const,
  searches: () => [service, "searches"] as const,
  search: (id: string) => [service, "search", id] as const,
});
