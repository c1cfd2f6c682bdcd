// Round trips with flexible days (issue 38), end to end: real app, simulator and PostgreSQL. A round
// trip ±1 day on United and Alaska says its 12 requests before sending, shows journeys as the
// results arrive (out on one program, back on the other among them) and each leg's routes in its own
// section, and reopens from history as one search with both legs. A trip over the fan-out limit is
// refused in words before anything is sent.
import { expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";
import { signUp } from "./fixtures/sign-up";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const UNITED = "United Airlines MileagePlus";
const ALASKA = "Alaska Airlines Mileage Plan";

async function pickPrograms(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByLabel("Programs").fill(name.split(" ")[0]!);
    await page.getByRole("option", { name: new RegExp(name) }).click();
  }
}

test("a round trip ±1 day on two programs pairs journeys across programs, live, and reopens from history", async ({ page }) => {
  await signUp(page, "roundtrip");
  await page.goto("/flights");
  await pickPrograms(page, [UNITED, ALASKA]);
  await page.getByRole("radio", { name: "Round trip" }).check();
  await page.getByLabel("From", { exact: true }).fill("JFK");
  await page.getByLabel("To", { exact: true }).fill("LHR");
  await pickDate(page, "Departure", inDays(30));
  await page.getByLabel("Flexible dates", { exact: true }).selectOption({ label: "± 1 day" });
  await pickDate(page, "Return", inDays(37));
  await page.getByLabel("Flexible return dates", { exact: true }).selectOption({ label: "± 1 day" });
  // 2 legs × 3 days × 2 programs, said before sending.
  await expect(page.getByTestId("request-count")).toHaveText("This search sends 12 requests (at most 60).");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/search=/);

  // Journeys fill in while the programs answer (no reload), then all 12 finish.
  const journeys = page.getByRole("list", { name: "Journeys" }).getByTestId("journey");
  await expect(journeys.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("All 12 searches finished")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("journey-count")).not.toContainText("so far");
  // Cheapest first, each with a route per leg, and some go out on one program and back on the other.
  const legsOf = await journeys.evaluateAll((els) =>
    els.map((e) => ({ label: e.getAttribute("aria-label") ?? "", legs: [...e.querySelectorAll("[data-testid=journey-leg]")].map((l) => l.textContent ?? "") })),
  );
  expect(legsOf.length).toBeGreaterThan(1);
  const miles = legsOf.map((j) => Number(j.label.match(/([\d,]+) miles/)?.[1]?.replace(/,/g, "")));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const j of legsOf) expect(j.legs).toHaveLength(2);
  // Any program on any leg: the journeys are paired from both programs' routes of each leg (in the
  // simulator's data Alaska is cheaper both ways, so the cheapest 20 are all Alaska; the pairing
  // across programs is asserted in lib/flights/round-trip-search.test.ts and pair-journeys.test.ts).
  // Each leg's routes in its own section.
  for (const leg of ["Leg 1: JFK → LHR", "Leg 2: LHR → JFK"]) await expect(page.getByRole("region", { name: leg }).getByTestId("result-count")).toContainText(/\d+ routes in/);
  await expect(journeys.first().getByTestId("pay-with-points").first()).toBeVisible();

  // History reopens it as one search with both legs.
  const url = page.url();
  await page.goto("/flights");
  await page.getByRole("link", { name: /JFK → LHR → JFK/ }).first().click();
  await page.waitForURL(url);
  await expect(page.getByRole("list", { name: "Journeys" }).getByTestId("journey").first()).toBeVisible();
  await page.getByRole("button", { name: "Edit search" }).click();
  await expect(page.getByRole("radio", { name: "Round trip" })).toBeChecked();
  await expect(page.getByLabel("Flexible return dates", { exact: true })).toHaveValue("1");
});

test("a search over the fan-out limit is refused in words and nothing is sent", async ({ page }) => {
  await signUp(page, "fanout");
  await page.goto("/flights");
  await pickPrograms(page, [UNITED, ALASKA]);
  await page.getByRole("radio", { name: "Round trip" }).check();
  // Every New York airport to every London one: 4 × 6 pairs a leg, × 2 legs × 2 programs = 96.
  await page.getByLabel("From", { exact: true }).fill("NYC");
  await page.getByLabel("To", { exact: true }).fill("LON");
  await pickDate(page, "Departure", inDays(30));
  await pickDate(page, "Return", inDays(37));
  const words = "This search would send 96 requests; one search may send at most 60. Pick fewer programs, airports or flexible days.";
  await expect(page.getByTestId("request-count")).toHaveText(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("request-count")).toHaveText(words);
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByText("No searches yet.")).toBeVisible();
});
