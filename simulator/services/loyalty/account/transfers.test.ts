// Points a person moves from a card currency to an airline or hotel program leave one account and
// arrive in the other, on the same day, at the bank's ratio, and only to the bank's real partners.
import { describe, expect, it } from "vitest";
import { accountSnapshot } from "./account-snapshot";
import { findProvider, PROVIDERS } from "../catalog/provider-catalog";

const AS_OF = new Date("2026-11-21T09:00:00Z");
const LOGINS = Array.from({ length: 12 }, (_, i) => `saver${i}@example.com`);
const BANKS = PROVIDERS.filter((p) => p.sim.transferPartners?.length);

describe("transfers from card currencies", () => {
  it("arrive in the same person's partner account on the day they leave, at the bank's ratio", () => {
    let matched = 0;
    for (const bank of BANKS) {
      for (const login of LOGINS) {
        const sent = accountSnapshot(bank, login, AS_OF).entries.filter((e) =>
          e.description.startsWith("Transfer to "),
        );
        for (const row of sent) {
          const partner = PROVIDERS.find((p) => row.description === `Transfer to ${p.displayName}`);
          expect(partner, row.description).toBeDefined();
          const ratio = bank.sim.transferPartners!.find(([code]) => code === partner!.code)?.[1];
          expect(ratio, `${bank.code} → ${partner!.code} is a real partner`).toBeDefined();
          const arrived = accountSnapshot(partner!, login, AS_OF).entries.filter(
            (e) => e.date === row.date && e.description.startsWith(`Transfer from ${bank.displayName}`),
          );
          expect(
            arrived.map((e) => e.miles),
            `${login}: ${row.description} on ${row.date}`,
          ).toContain(-row.miles * ratio!);
          matched++;
        }
      }
    }
    expect(matched).toBeGreaterThan(30);
  });

  it("never arrive from nowhere: each transfer a partner received left the bank that day", () => {
    let received = 0;
    for (const code of ["united", "marriott", "hhonors", "aa", "british"]) {
      const partner = findProvider(code)!;
      for (const login of LOGINS) {
        for (const row of accountSnapshot(partner, login, AS_OF).entries.filter((e) =>
          e.description.startsWith("Transfer from "),
        )) {
          const bank = BANKS.find((b) => row.description.startsWith(`Transfer from ${b.displayName}`))!;
          const ratio = bank.sim.transferPartners!.find(([c]) => c === code)![1];
          const left = accountSnapshot(bank, login, AS_OF).entries.filter(
            (e) => e.date === row.date && e.description === `Transfer to ${partner.displayName}`,
          );
          expect(
            left.map((e) => -e.miles * ratio),
            `${code} ${login} ${row.date}`,
          ).toContain(row.miles);
          received++;
        }
      }
    }
    expect(received).toBeGreaterThan(10);
  });
});
