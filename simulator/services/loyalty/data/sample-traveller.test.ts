// The busy days of the sample emails' traveller follow the samples themselves, and that person's
// account trips keep clear of them.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseRawEmail } from "../../email/parse-email";
import { accountSnapshot } from "../account/account-snapshot";
import { findProvider } from "../catalog/provider-catalog";
import { accountItineraries } from "../itineraries/account-itineraries";
import { clashesWithSampleEmails, SAMPLE_TRAVELLER_BUSY, SAMPLE_TRAVELLER_LOGIN } from "./sample-traveller";

const DIR = fileURLToPath(new URL("../../../samples/emails/", import.meta.url));
const daysOf = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/"(?:localDateTime|checkInDate|checkOutDate)":"(\d{4}-\d{2}-\d{2})/g)]
    .map((m) => m[1]!)
    .sort();

describe("the sample emails' traveller", () => {
  it("is busy on every day a sample email books for them", async () => {
    let spans = 0;
    // the samples, and the demo mailbox's emails (the same person, when they connect it)
    const files = [DIR, `${DIR}demo-mailbox/`].flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .map((f) => `${dir}${f}`),
    );
    for (const file of files) {
      for (const result of await parseRawEmail(fs.readFileSync(file, "utf8"))) {
        for (const itinerary of result.itineraries ?? []) {
          const text = JSON.stringify(itinerary);
          // a cancelled booking holds no day; a booking for Sam alone is not Alex's
          if (/cancel/i.test(String((itinerary as { status?: string }).status)) || !/alex/i.test(text))
            continue;
          const days = daysOf(itinerary);
          if (!days.length) continue;
          spans++;
          const inside = SAMPLE_TRAVELLER_BUSY.some(([a, b]) => a <= days[0]! && days.at(-1)! <= b);
          expect(inside, `${file}: ${days[0]} – ${days.at(-1)}`).toBe(true);
        }
      }
    }
    expect(spans).toBeGreaterThan(14);
  });

  it("holds no account trip on those days; anyone else may travel then", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    let trips = 0;
    for (const code of ["aa", "united", "marriott", "hhonors", "hertz", "delta"]) {
      const provider = findProvider(code)!;
      const snap = accountSnapshot(provider, SAMPLE_TRAVELLER_LOGIN, now);
      for (const itinerary of accountItineraries(provider, snap.profile, snap.today, true).itineraries) {
        const days = daysOf(itinerary);
        if (!days.length) continue;
        trips++;
        expect(
          clashesWithSampleEmails(SAMPLE_TRAVELLER_LOGIN, days[0]!, days.at(-1)!),
          `${code}: ${days[0]} – ${days.at(-1)}`,
        ).toBe(false);
      }
    }
    expect(trips).toBeGreaterThan(3);
    // they live where their emails start from (New York), and fly from there
    expect(accountSnapshot(findProvider("aa")!, SAMPLE_TRAVELLER_LOGIN, now).profile.homeAirport).toBe("JFK");
    expect(clashesWithSampleEmails("sam.morgan@example.com", "2026-12-20", "2026-12-22")).toBe(false);
  });

  it("gets a United statement that says what their simulated United account said on its day", async () => {
    // The demo inbox holds this statement beside the linked United account: number, tier and
    // balance must be the account's own on the statement's date, or the demo contradicts itself.
    const [result] = await parseRawEmail(fs.readFileSync(`${DIR}united-mileageplus-statement.eml`, "utf8"));
    const statement = result!.loyaltyAccount!;
    const provider = findProvider("united")!;
    const snap = accountSnapshot(
      provider,
      SAMPLE_TRAVELLER_LOGIN,
      new Date(`${statement.balanceDate}T23:59:00Z`),
    );
    expect(statement.balance).toBe(snap.balance);
    expect(statement.number).toBe(`****${snap.profile.accountNumber.slice(-4)}`);
    expect(statement.properties).toContainEqual(
      expect.objectContaining({ kind: "3", value: provider.eliteTiers[snap.eliteLevel ?? 0]!.name }),
    );
    expect(statement.properties).toContainEqual(
      expect.objectContaining({ kind: "12", value: snap.profile.holderName }),
    );
  });
});
