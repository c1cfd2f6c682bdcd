// Sample A3 pieces for tests and the bench (spec 1 A3 example shapes).
export const segment = (extra: Record<string, unknown> = {}) => ({
  departure: { dateTime: "2026-03-01T18:30:00-05:00", airport: "JFK", terminal: "7" },
  arrival: { dateTime: "2026-03-02T06:45:00+00:00", airport: "LHR" },
  standardCOS: "business",
  flightNumbers: ["BA112", "AA6100"],
  aircraft: "Boeing 777-300ER",
  times: { flight: "7:15" },
  ...extra,
});

export const route = (extra: Record<string, unknown> = {}) => ({
  mileCost: { program: "britishairways", miles: 60000 },
  cashCost: { currency: "USD", originalCurrency: "GBP", conversionRate: 1.2658, taxes: 410.5, fees: 25 },
  segments: [segment({ airlineCode: "BA" })],
  tickets: 3,
  ...extra,
});
