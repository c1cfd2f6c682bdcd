// Spec 3 "Email provider list item" for every provider in the catalog: the
// statement properties its loyalty emails carry (kinds from spec 3 Loyalty
// Information) and the history columns of its statements.
import { EMAIL_PROVIDERS, type EmailProvider } from "./provider-catalog";

type Column = { code: string; name: string; kind: string };

const UNIT: Record<string, string> = {
  airline: "Miles",
  hotel: "Points",
  car: "Points",
  rail: "Points",
  bus: "Points",
  agency: "Points",
};

function properties(p: EmailProvider): Column[] {
  if (!p.program) return [{ code: "Name", name: "Name", kind: "12" }];
  return [
    { code: "AccountNumber", name: "Account number", kind: "103" },
    { code: "Name", name: "Name", kind: "12" },
    { code: "Status", name: "Elite status", kind: "3" },
    ...(p.kind === "airline"
      ? [
          { code: "YTDMiles", name: "Qualifying miles this year", kind: "7" },
          { code: "YTDSegments", name: "Segments this year", kind: "8" },
        ]
      : []),
    { code: "LastActivity", name: "Last activity", kind: "13" },
  ];
}

function historyColumns(p: EmailProvider): Column[] {
  if (!p.program) return [];
  return [
    { code: "PostingDate", name: "Date", kind: "PostingDate" },
    { code: "Description", name: "Activity", kind: "Description" },
    { code: "Miles", name: UNIT[p.kind] ?? "Points", kind: "Miles" },
    ...(p.kind === "hotel" || p.kind === "car"
      ? [{ code: "Amount", name: "Amount spent", kind: "Amount" }]
      : []),
  ];
}

export function providerListItems() {
  return EMAIL_PROVIDERS.map((p) => ({
    code: p.code,
    displayName: p.displayName,
    shortName: p.shortName,
    supportedLanguages: p.languages,
    supportedFormatCount: p.formats,
    properties: properties(p),
    ...(p.program ? { historyColumns: historyColumns(p) } : {}),
  }));
}
