import { describe, expect, it } from "vitest";
import { detectType, isDemoAddress } from "./detect-type";

describe("detectType", () => {
  it.each([
    ["ana@gmail.com", "google"],
    ["Ana@GoogleMail.com", "google"],
    ["bo@outlook.com", "microsoft"],
    ["bo@hotmail.co.uk", "microsoft"],
    ["bo@live.com", "microsoft"],
    ["cy@yahoo.com", "yahoo"],
    ["cy@ymail.com", "yahoo"],
    ["di@aol.com", "aol"],
    ["ed@icloud.com", "imap"],
    ["fi@example.org", "imap"],
    ["traveler@demo.milepost.test", "imap"],
    ["gmail.com@example.org", "imap"], // the domain is what follows the last @
    ["ed@mail.gmail.com", "imap"], // subdomains are not the consumer domain
    ["no-at-sign", "imap"],
  ])("%s → %s", (address, type) => {
    expect(detectType(address)).toBe(type);
  });

  it("knows the demo mailbox's domain, in any case", () => {
    expect(isDemoAddress("Trip@Demo.Milepost.Test")).toBe(true);
    expect(isDemoAddress("trip@demo.milepost.test.example.com")).toBe(false);
  });
});
