// Issue 11 item 6 end to end: stored money (integer minor units) reads with its currency code and the
// currency's own decimals, and totals are exact multiples, on the flights and hotels results pages
// at 1280 and 390 px.
import { expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const amount = (s: string) => Number(s.replace(/[^\d.]/g, ""));

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("flight taxes in JPY have no decimals, in EUR two, and the total for 2 is exactly twice", async ({
      page,
    }, testInfo) => {
      for (const [currency, pattern] of [
        ["JPY", /^JPY\s[\d,]+$/],
        ["EUR", /^EUR\s[\d,]+\.\d{2}$/],
      ] as const) {
        await page.goto("/flights");
        await pickProgram(page, "delta", /Delta Air Lines SkyMiles/);
        await page.getByLabel("From", { exact: true }).fill("JFK");
        await page.getByLabel("To", { exact: true }).fill("LHR");
        await page.getByLabel("To", { exact: true }).press("Escape");
        await pickDate(page, "Date", inDays(40));
        await page.getByLabel("Adults", { exact: true }).fill("2");
        await page.getByLabel("Currency", { exact: true }).selectOption(currency);
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(page.getByTestId("search-progress-line")).toHaveText("The program finished", {
          timeout: 30_000,
        });
        const price = page
          .getByRole("region", { name: "Results" })
          .getByRole("article")
          .first()
          .getByTestId("route-price");
        const text = (await price.textContent())!.replace(/\s/g, " ");
        const m = text.match(/\+ (.+?) per person · (.+?) for 2 taxes and fees/);
        expect(m, text).not.toBeNull();
        expect(m![1]!.trim()).toMatch(pattern);
        expect(m![2]!.trim()).toMatch(pattern);
        expect(Math.round(amount(m![2]!) * 100)).toBe(Math.round(amount(m![1]!) * 100) * 2);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await price.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`flights-${currency}-${width}.png`) });
      }
    });

    test("hotel cash prices read in USD with cents, and the stay is nights × the night", async ({
      page,
    }, testInfo) => {
      await page.goto("/hotels");
      await pickProgram(page, "marriott", /Marriott Bonvoy/);
      await page.getByLabel("Destination", { exact: true }).fill("Lisbon, Portugal");
      await pickDate(page, "Check-in", inDays(25));
      await pickDate(page, "Check-out", inDays(28));
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByText(/All 1 program finished|The program finished/)).toBeVisible({
        timeout: 30_000,
      });
      const first = page.getByRole("list", { name: "Hotels" }).getByRole("article").first();
      const night = (await first.getByText(/^USD\s[\d,]+\.\d{2} \/ night$/).textContent())!;
      const stay = (await first.getByText(/^USD\s[\d,]+\.\d{2} for 3 nights$/).textContent())!;
      expect(Math.round(amount(stay.replace(/for 3 nights/, "")) * 100)).toBe(
        Math.round(amount(night.replace("/ night", "")) * 100) * 3,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`hotels-${width}.png`), fullPage: false });
    });
  });
}
