// A program's co-branded card in its members' histories (cobrand-rows.ts): about half the members
// hold it; from the day it is opened it pays its welcome bonus, posts each month's purchases (earning
// status where the real card does), its yearly status credit and the tier it grants. Awards that are
// not the member's own trips are booked for their companion.
import { describe, expect, it } from "vitest";
import { accountProfile } from "./account-profile";
import { accountProperties } from "./account-properties";
import { accountSnapshot } from "./account-snapshot";
import { findProvider } from "../catalog/provider-catalog";
import { addDays, toDay } from "../data/calendar";

const AS_OF = new Date("2026-11-21T09:00:00Z");
const TODAY = toDay(AS_OF);
const LOGINS = Array.from({ length: 30 }, (_, i) => `member${i}@example.com`);
const CARD_PROGRAMS = ["aa", "delta", "united", "british", "marriott", "hhonors", "ichotelsgroup", "hyatt"];

describe("co-branded cards", () => {
  it("about half the members hold the card, and only holders have rows that name it, from the day it was opened", () => {
    for (const code of CARD_PROGRAMS) {
      const provider = findProvider(code)!;
      const card = provider.sim.cobrand!.card;
      let holders = 0;
      for (const login of LOGINS) {
        const { entries, profile } = accountSnapshot(provider, login, AS_OF);
        const named = entries.filter((e) => e.description.includes(card));
        const since = profile.cobrandSince;
        if (!since || since > TODAY) {
          expect(named, `${code} ${login}`).toEqual([]);
          continue;
        }
        holders++;
        expect(named[0], `${code} ${login}`).toMatchObject({
          date: since,
          description: `Welcome bonus: ${card}`,
          miles: provider.sim.cobrand!.welcomeBonus,
          status: 0,
        });
        expect(named.every((e) => e.date >= since)).toBe(true);
        // A statement on the 3rd of every month since, each for the month before.
        const statements = named.filter((e) => e.description.endsWith(" purchases"));
        const months = new Set(statements.map((e) => e.date.slice(0, 7)));
        for (
          let day = addDays(since, 40).slice(0, 7) + "-03";
          day <= addDays(TODAY, -14);
          day = addDays(day, 31).slice(0, 7) + "-03"
        ) {
          expect(months.has(day.slice(0, 7)), `${code} ${login}: a statement in ${day.slice(0, 7)}`).toBe(
            true,
          );
        }
        expect(statements.every((e) => e.date.endsWith("-03") && e.miles > 0)).toBe(true);
      }
      expect(holders, code).toBeGreaterThanOrEqual(8);
      expect(holders, code).toBeLessThanOrEqual(22);
    }
  });

  it("grants its tier while held (Hilton Gold, IHG Platinum), with nothing to requalify for", () => {
    let fromCard = 0;
    for (const [code, floor] of [
      ["hhonors", "Gold"],
      ["ichotelsgroup", "Platinum Elite"],
      ["marriott", "Silver Elite"],
      ["hyatt", "Discoverist"],
    ] as const) {
      const provider = findProvider(code)!;
      for (const login of LOGINS) {
        const snap = accountSnapshot(provider, login, AS_OF);
        const held = snap.profile.cobrandSince !== undefined && snap.profile.cobrandSince <= TODAY;
        const level = snap.eliteLevel ?? 0;
        const floorLevel = provider.eliteTiers.findIndex((t) => t.name === floor);
        if (held) expect(level, `${code} ${login}`).toBeGreaterThanOrEqual(floorLevel);
        if (snap.statusFromCard) {
          expect(level).toBe(floorLevel);
          const shown = new Map(accountProperties(snap).map((p) => [p.code, p.value]));
          const code = (metric: string) => provider.properties.find((spec) => spec.metric === metric)?.code;
          expect(shown.get(code("eliteStatus")!)).toBe(floor);
          for (const metric of ["neededToRetain", "segmentsToRetain"])
            if (code(metric)) expect(shown.has(code(metric)!), metric).toBe(false);
          fromCard++;
        }
      }
    }
    expect(fromCard).toBeGreaterThan(10);
  });

  it("tells a hotel member how far the next tier is: elite nights this year and nights still needed", () => {
    const provider = findProvider("marriott")!;
    let shown = 0;
    for (const login of LOGINS) {
      const snap = accountSnapshot(provider, login, AS_OF);
      const props = new Map(accountProperties(snap).map((p) => [p.code, p]));
      expect(props.get("NightsYTD")).toMatchObject({ kind: "8", value: String(snap.statusYtd) });
      const next = provider.eliteTiers[(snap.eliteLevel ?? 0) + 1];
      if (!next) continue;
      expect(Number(props.get("NightsToNext")!.value)).toBe(Math.max(0, next.threshold - snap.statusYtd));
      shown++;
    }
    expect(shown).toBeGreaterThan(20);
  });

  it("earns status where the real card does: every AAdvantage partner or card mile is a Loyalty Point, Delta MQDs per $10, Marriott 15 night credits each January", () => {
    const aa = findProvider("aa")!;
    const marriott = findProvider("marriott")!;
    let statements = 0;
    let januaries = 0;
    for (const login of LOGINS) {
      for (const e of accountSnapshot(aa, login, AS_OF).entries) {
        if (e.description.startsWith("Welcome bonus")) expect(e.status).toBe(0);
        else if (e.description.endsWith(" purchases") || /Dining|partner|portal/.test(e.description)) {
          expect(e.status, e.description).toBe(e.miles);
          statements++;
        }
      }
      const snap = accountSnapshot(marriott, login, AS_OF);
      const since = snap.profile.cobrandSince;
      const credits = snap.entries.filter((e) => e.description.startsWith("15 Elite Night Credits"));
      if (!since || since > TODAY) expect(credits).toEqual([]);
      else {
        const years = Number(TODAY.slice(0, 4)) - Number(since.slice(0, 4));
        expect(credits.map((e) => e.date)).toEqual([
          since,
          ...Array.from({ length: years }, (_, i) => `${Number(since.slice(0, 4)) + i + 1}-01-05`),
        ]);
        expect(credits.every((e) => e.status === 15 && e.miles === 0)).toBe(true);
        januaries += years;
      }
    }
    expect(statements).toBeGreaterThan(100);
    expect(januaries).toBeGreaterThan(10);
    // Delta: $1 MQD per $10 spent (a statement earns 1.5 miles a dollar); United 1 PQP per $20.
    for (const [code, perDollar] of [
      ["delta", 0.1],
      ["united", 0.05],
    ] as const) {
      for (const login of LOGINS) {
        for (const e of accountSnapshot(findProvider(code)!, login, AS_OF).entries.filter((x) =>
          x.description.endsWith(" purchases"),
        )) {
          expect(
            Math.abs(e.status - (e.miles / 1.5) * perDollar),
            `${code} ${e.description}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("books the awards that are not the member's own trips for their companion, who is someone else", () => {
    let awards = 0;
    for (const code of ["aa", "united", "marriott", "hyatt"]) {
      const provider = findProvider(code)!;
      for (const login of LOGINS) {
        const profile = accountProfile(provider, login);
        expect(profile.companionName).not.toBe(profile.holderName);
        expect(profile.companionName.endsWith(` ${profile.lastName}`)).toBe(true);
        // The same person at every program.
        expect(accountProfile(findProvider("delta")!, login).companionName).toBe(profile.companionName);
        for (const e of accountSnapshot(provider, login, AS_OF).entries.filter(
          (x) =>
            x.miles < 0 &&
            /^(Award ticket|Free night award - )/.test(x.description) &&
            !/round trip|nights?\)$/.test(x.description),
        )) {
          expect(e.description.endsWith(` for ${profile.companionName}`), e.description).toBe(true);
          awards++;
        }
      }
    }
    expect(awards).toBeGreaterThan(20);
  });

  it("holds none for a \"nocard\" login, and the demo's traveller holds every program's card", () => {
    for (const code of CARD_PROGRAMS) {
      const provider = findProvider(code)!;
      expect(accountProfile(provider, "nocard.member@example.com").cobrandSince).toBeUndefined();
      const since = accountProfile(provider, "alex.morgan@example.com").cobrandSince;
      expect(since! <= TODAY, code).toBe(true);
    }
  });
});
