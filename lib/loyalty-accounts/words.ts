// Spec 2 codes in words, for pages (pure; safe in client components).

/** A1 `kind`. */
export const PROGRAM_KINDS: Record<number, string> = {
  1: "Airline",
  2: "Hotel",
  3: "Car rental",
  4: "Train",
  5: "Other",
  6: "Credit card",
  7: "Shopping",
  8: "Dining",
  9: "Survey",
  10: "Cruise",
};
export const programKind = (kind: number): string => PROGRAM_KINDS[kind] ?? "Other";
/** A provider type given as text ("Airline", "credit card", or the number itself: the business
 *  export's `kind`) as its A1 kind number; 5 (Other) when it names none. */
export function programKindCode(text: string | null | undefined): number {
  const t = (text ?? "").trim().toLowerCase();
  if (/^\d+$/.test(t) && PROGRAM_KINDS[Number(t)]) return Number(t);
  const found = Object.entries(PROGRAM_KINDS).find(([, name]) => name.toLowerCase() === t);
  return found ? Number(found[0]) : 5;
}

/** PropertyInfo `kind` (A2). */
export const PROPERTY_KINDS: Record<string, string> = {
  "0": "Details",
  "1": "Account number",
  "3": "Elite status",
  "4": "Lifetime points",
  "5": "Member since",
  "6": "Expiring balance",
  "7": "Earned this year",
  "8": "Flights/nights this year",
  "9": "Next elite level",
  "10": "Needed for next level",
  "11": "Flights/nights needed for next level",
  "12": "Account holder",
  "13": "Last activity",
  "14": "Needed for next reward",
  "15": "Elite level expires",
  "16": "Needed to keep level",
  "17": "Segments needed to keep level",
  "18": "Family balance",
  "19": "Status points",
};
export const propertyKind = (kind: string | undefined): string => PROPERTY_KINDS[kind ?? "0"] ?? "Details";

/** "••••4821" style: enough to recognise, never the whole login. */
export function maskLogin(login: string): string {
  const at = login.indexOf("@");
  if (at > 0) return `${login.slice(0, 1)}•••${login.slice(at)}`;
  if (login.length <= 4) return "•".repeat(login.length);
  return `•••${login.slice(-4)}`;
}
