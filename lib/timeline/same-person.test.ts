import { describe, expect, it } from "vitest";
import { displayName, isSamePerson } from "./same-person";

describe("isSamePerson (KDE MergeUtil loose matching)", () => {
  it.each([
    ["John Doe", "JOHN DOE", true],
    ["DOE/JOHN MR", "John Doe", true],
    ["Doe/John Mr", "Mr. John Doe", true],
    ["J Doe", "John Doe", true],
    ["José Müller", "JOSE MULLER", true],
    ["Doe John", "John Doe", true],
    ["John Michael Doe", "DOE/JOHN MICHAEL", true],
    // a boarding pass glues the title on (IATA BCBP "KRAUSE/VOLKERMR")
    ["VOLKERMR KRAUSE", "Volker Krause", true],
    ["KRAUSE/VOLKERMR", "Volker Krause", true],
    ["VOLKER MR KRAUSE", "VOLKERMR KRAUSE", true],
    // transliterations as passports and airline systems write them
    ["Bjärn Lastname", "BJAERN LASTNAME", true],
    ["Søren Kierkegaard", "SOEREN KIERKEGAARD", true],
    ["Åsa Öberg", "AASA OEBERG", true],
    ["Jürgen Strauß", "JUERGEN STRAUSS", true],
    ["Søren Kierkegaard", "SOREN KIERKEGAARD", true],
    // hyphens and spaces inside a family name
    ["Andreas Cord-Landwehr", "ANDREAS CORDLANDWEHR", true],
    ["ANDREAS CORD LANDWEHR", "Andreas Cord-Landwehr", true],
    ["Katie The Dragon", "DRAGON THE Katie", true],
    ["Kai Uwe Broulik", "Kai Broulik", true],
    ["KRAUSE", "Volker Krause", true],
    ["Kevîn Ottens", "K Ottens", true], // KDE mergedata/person
    ["Jane Doe", "John Doe", false],
    ["Anna Williams", "Anna William", false],
    ["V K", "Volker Krause", false],
    ["GIVEN1 GIVEN2 FAMILY1", "Volker Krause", false],
    ["John Doe", "John Smith", false],
    ["", "John Doe", false],
  ])("%s vs %s → %s", (a, b, same) => {
    expect(isSamePerson(a, b)).toBe(same);
    expect(isSamePerson(b, a)).toBe(same);
  });
});

describe("displayName", () => {
  it.each([
    ["DOE/JOHN MR", "John Doe"],
    ["JOHN MICHAEL DOE", "John Michael Doe"],
    ["SMITH-JONES/ANNA MRS", "Anna Smith-Jones"],
    ["José Müller", "José Müller"],
  ])("%s → %s", (raw, shown) => expect(displayName(raw)).toBe(shown));
});
