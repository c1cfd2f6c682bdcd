// Outcomes forced by tests through POST /_control/scenario; each entry is
// consumed by the next matching requests of its service (and provider, if set).

interface ForcedScenario {
  service: string;
  provider?: string;
  outcome: string;
  remaining: number;
}

export interface ScenarioStore {
  add(s: { service: string; provider?: string; outcome: string; count: number }): void;
  take(service: string, provider?: string): string | undefined;
  list(): ForcedScenario[];
  reset(): void;
}

export function createScenarioStore(): ScenarioStore {
  let entries: ForcedScenario[] = [];
  return {
    add: (s) =>
      void entries.push({ service: s.service, provider: s.provider, outcome: s.outcome, remaining: s.count }),
    take(service, provider) {
      // First-in first-served among the entries that match; provider-less entries match any provider.
      const e = entries.find(
        (x) => x.service === service && (x.provider === undefined || x.provider === provider),
      );
      if (!e) return undefined;
      e.remaining--;
      if (e.remaining <= 0) entries = entries.filter((x) => x !== e);
      return e.outcome;
    },
    list: () => entries.map((e) => ({ ...e })),
    reset: () => void (entries = []),
  };
}
