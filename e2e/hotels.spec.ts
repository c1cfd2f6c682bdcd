// Hotel award search end to end: real app, worker, simulator (time scale 0.05) and PostgreSQL.
import { expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

const status = (page: Page, program: string) => page.getByRole("listitem", { name: `${program} status` });

test("refuses out-of-range counts and a check-out before check-in, sending nothing", async ({ page }) => {
  await page.goto("/hotels");
  await page.getByLabel("Rooms", { exact: true }).fill("3");
  await page.getByLabel("Adults", { exact: true }).fill("5");
  await page.getByLabel("Kids", { exact: true }).fill("-1");
  await pickDate(page, "Check-out", inDays(10));
  await pickDate(page, "Check-in", inDays(12));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Pick at least one program")).toBeVisible();
  await expect(page.getByText("Enter a city, address or landmark")).toBeVisible();
  await expect(page.getByText("Rooms must be 1 or 2")).toBeVisible();
  await expect(page.getByText("Adults must be 1 to 4 per room")).toBeVisible();
  await expect(page.getByText("Kids must be 0 to 4 per room")).toBeVisible();
  await expect(page.getByText("Check-out must be after check-in")).toBeVisible();
  await pickProgram(page, "accor", /Accor Live Limitless/);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Accor needs your own login and password to search")).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test("two programs: hotels arrive live, a hotel expands to rooms and rates, sort by value per point", async ({ page, request }) => {
  // Hyatt works slowly, so Marriott's hotels are on the page while Hyatt is still searching.
  expect((await request.post(`${SIM}/_control/scenario`, { data: { service: "hotels", provider: "hyatt", outcome: "slow" } })).ok()).toBe(true);
  await page.goto("/hotels");
  await pickProgram(page, "marriott", /Marriott Bonvoy/);
  await pickProgram(page, "hyatt", /World of Hyatt/);
  await page.getByLabel("Destination", { exact: true }).fill("Paris, France");
  await pickDate(page, "Check-in", inDays(20));
  await pickDate(page, "Check-out", inDays(23));
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("Searching… 1 of 2 programs finished")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ hotels so far$/);
  await expect(status(page, "World of Hyatt")).toContainText("Searching");
  await expect(page.getByText("All 2 programs finished")).toBeVisible({ timeout: 30_000 });
  await expect(status(page, "Marriott Bonvoy")).toContainText("Results");
  await expect(status(page, "World of Hyatt")).toContainText("Results");
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ hotels$/);

  const cards = page.getByRole("list", { name: "Hotels" }).getByRole("article");
  const first = cards.first();
  await expect(first).toContainText("Points for 3 nights");
  await first.getByRole("button", { name: /Rooms and rates/ }).click();
  const rates = first.getByRole("listitem", { name: /rate$/ });
  await expect(rates.first()).toContainText("Points per night");
  await expect(rates.first()).toContainText("Value per point");
  await expect(first.getByRole("button", { name: "Hide rooms and rates" })).toHaveAttribute("aria-expanded", "true");

  await page.getByLabel("Sort by").selectOption({ label: "Value per point" });
  await expect
    .poll(async () => {
      const values = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-value-cents") || -1)));
      return values.length > 1 && values.every((v, i) => i === 0 || v <= values[i - 1]!);
    })
    .toBe(true);
  await page.getByLabel("Program", { exact: true }).selectOption({ label: "World of Hyatt" });
  await expect(page.getByTestId("result-count")).toHaveText(/of \d+ hotels/);
  for (const label of await cards.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))) expect(label).toMatch(/^World of Hyatt /);
  await expect(page.getByRole("link", { name: /Paris, France/ }).first()).toBeVisible(); // search history
});

test("a security question is answered and the new request replaces it", async ({ page }) => {
  await page.goto("/hotels");
  await pickProgram(page, "accor", /Accor Live Limitless/);
  await page.getByLabel("Destination", { exact: true }).fill("Lyon");
  await pickDate(page, "Check-in", inDays(30));
  await pickDate(page, "Check-out", inDays(32));
  await page.getByLabel("Accor Member number or email").fill(`question-${Date.now()}@example.test`);
  await page.getByLabel("Accor Password").fill("secret-pass");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = status(page, "Accor Live Limitless");
  await expect(row).toContainText("Question from the program", { timeout: 30_000 });
  await row.getByRole("textbox").fill("123456");
  await row.getByRole("button", { name: "Send answer" }).click();
  await expect(status(page, "Accor Live Limitless")).toContainText("Results", { timeout: 30_000 });
  await expect(page.getByText("Question from the program")).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ hotels$/);
});
