// Flight award search end to end: real app, worker, simulator (time scale 0.05) and PostgreSQL.
import { expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

async function fillRoute(page: Page, from: string, to: string, date: string) {
  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill(to);
  await pickDate(page, "Date", date);
}

const status = (page: Page, program: string) => page.getByRole("listitem", { name: `${program} status` });

test("refuses bad input by the field before sending", async ({ page }) => {
  await page.goto("/flights");
  await page.getByLabel("Adults", { exact: true }).fill("0");
  await page.getByLabel("From", { exact: true }).fill("QQQ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Pick at least one program")).toBeVisible();
  await expect(page.getByText("We do not know this airport code")).toBeVisible();
  await expect(page.getByText("At least 1 adult")).toBeVisible();
  await pickProgram(page, "krisflyer", /Singapore Airlines KrisFlyer/);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Singapore Airlines needs your own login and password to search")).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test("two programs with a calendar: live results, sort, filter, calendar day", async ({ page }) => {
  await page.goto("/flights");
  await pickProgram(page, "united", /United Airlines MileagePlus/);
  await pickProgram(page, "delta", /Delta Air Lines SkyMiles/);
  const date = inDays(30);
  await fillRoute(page, "JFK", "LHR", date);
  await expect(page.getByLabel("Price calendar")).toBeChecked();
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("All 2 programs finished")).toBeVisible({ timeout: 30_000 });
  await expect(status(page, "United Airlines MileagePlus")).toContainText("Results");
  await expect(status(page, "Delta Air Lines SkyMiles")).toContainText("Results");
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ routes$/);

  const cards = page.getByRole("list", { name: "Routes" }).getByRole("article");
  const miles = async () => (await cards.evaluateAll((els) => els.map((e) => Number((e.getAttribute("aria-label") ?? "").match(/([\d,]+) miles/)?.[1]?.replace(/,/g, "")))));
  const first = await miles();
  expect(first.length).toBeGreaterThan(1);
  expect([...first].sort((a, b) => a - b)).toEqual(first);

  await page.getByLabel("Program", { exact: true }).selectOption({ label: "Delta Air Lines SkyMiles" });
  await expect(page.getByTestId("result-count")).toHaveText(/of \d+ routes/);
  for (const label of await cards.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))) expect(label).toMatch(/^Delta Air Lines SkyMiles/);
  await page.getByLabel("Sort by").selectOption("duration");
  await page.getByLabel("Stops", { exact: true }).selectOption("0");
  await expect(page.getByTestId("result-count")).toBeVisible();

  const calendar = page.getByRole("region", { name: "Price calendar" });
  await expect(calendar.getByRole("button", { name: new RegExp(`^Search ${date}`) })).toHaveAttribute("aria-current", "date");
  const other = inDays(33);
  await calendar.getByRole("button", { name: new RegExp(`^Search ${other}`) }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`JFK → LHR · ${other}`) })).toBeVisible();
  await expect(page.getByText("All 2 programs finished")).toBeVisible({ timeout: 30_000 });
});

test("a security question is answered and the new request replaces it", async ({ page }) => {
  await page.goto("/flights");
  await pickProgram(page, "aeroplan", /Air Canada Aeroplan/);
  await fillRoute(page, "YYZ", "LHR", inDays(25));
  await page.getByLabel("Air Canada Aeroplan number").fill(`question-${Date.now()}`);
  await page.getByLabel("Air Canada Password").fill("secret-pass");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = status(page, "Air Canada Aeroplan");
  await expect(row).toContainText("Question from the program", { timeout: 30_000 });
  await row.getByRole("textbox").fill("123456");
  await row.getByRole("button", { name: "Send answer" }).click();
  await expect(status(page, "Air Canada Aeroplan")).toContainText("Results", { timeout: 30_000 });
  await expect(page.getByText("Question from the program")).toHaveCount(0);
});

test("rejected credentials and a timeout are said plainly", async ({ page, request }) => {
  const forced = await request.post(`${SIM}/_control/scenario`, { data: { service: "flights", provider: "alaska", outcome: "timeout" } });
  expect(forced.ok()).toBe(true);
  await page.goto("/flights");
  await pickProgram(page, "alaska", /Alaska Airlines/);
  await pickProgram(page, "flyingblue", /Flying Blue/);
  await fillRoute(page, "SEA", "CDG", inDays(40));
  await page.getByLabel("Air France-KLM Flying Blue number or email").fill("traveler@example.test");
  await page.getByLabel("Air France-KLM Password").fill("wrong-password");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(status(page, "Air France-KLM Flying Blue")).toContainText("rejected your login", { timeout: 30_000 });
  await expect(status(page, "Air France-KLM Flying Blue").getByRole("link", { name: /Fix your/ })).toBeVisible();
  await expect(status(page, "Alaska Airlines Mileage Plan")).toContainText("timed out", { timeout: 30_000 });
  await expect(status(page, "Alaska Airlines Mileage Plan").getByRole("button", { name: /Retry/ })).toBeVisible();
});
