// Query-key factory for the flights pages.
export const flightKeys = {
  all: ["flights"] as const,
  searches: () => [...flightKeys.all, "searches"] as const,
  search: (id: string) => [...flightKeys.all, "search", id] as const,
};
