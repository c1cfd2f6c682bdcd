// The traveller of the sample booking emails (simulator/samples/emails/README.md): Alex Morgan,
// alex.morgan@example.com, whose accounts the demo user links (lib/demo/demo-steps.ts). The days
// their sample emails (and the demo mailbox's: the same person) already book: that person's account
// trips leave them free, so the demo's timeline never shows them in two places at once. Checked
// against the parsed samples by sample-traveller.test.ts (a sample added or moved fails it until
// this list follows).
export const SAMPLE_TRAVELLER_LOGIN = "alex.morgan@example.com";
/** Where that person lives: their emails fly from JFK and ride the Acela out of New York. */
export const SAMPLE_TRAVELLER_HOME = "JFK";

/** First and last local day of each stretch the emails have them away (inclusive), in order: the
 *  days between two bookings of one journey count too (Nice, then Los Angeles, back by 5 Jan). */
export const SAMPLE_TRAVELLER_BUSY: readonly (readonly [string, string])[] = [
  ["2026-07-14", "2026-07-17"], // demo mailbox: United to Chicago, the Hilton there
  ["2026-12-18", "2027-01-05"], // Delta to Nice, a Hertz car in Los Angeles from 27 Dec, the Acela to Washington
  ["2027-01-08", "2027-01-17"], // the ICE to Munich and the Sixt car to Salzburg (9–11 Jan), The Westin Copley Place, Boston (14–17)
  ["2027-02-06", "2027-02-06"], // BA Heathrow → Edinburgh
  ["2027-02-11", "2027-02-14"], // KLM Amsterdam ⇄ London
  ["2027-03-03", "2027-03-11"], // demo mailbox: Delta to London, the Marriott there, the Eurostar to Paris
  ["2027-03-20", "2027-03-24"], // Orlando: hotel and car
  ["2027-03-26", "2027-03-29"], // Hotel Sacher, Vienna
  ["2027-04-09", "2027-04-09"], // Eurostar London → Paris
  ["2027-04-15", "2027-04-19"], // demo mailbox: Alaska to Denver, a Hertz car and the Hyatt there, Amtrak to Chicago
];

/** Whether the days `from`..`to` (inclusive) meet a stretch the person's emails already book. */
export function clashesWithSampleEmails(login: string, from: string, to: string): boolean {
  return login === SAMPLE_TRAVELLER_LOGIN && SAMPLE_TRAVELLER_BUSY.some(([a, b]) => from <= b && a <= to);
}
