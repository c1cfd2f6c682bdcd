// Round trips with flexible days (issue 38), end to end: real app, simulator and PostgreSQL. A round
// trip JFK ⇄ CDG ±1 day on Flying Blue and Virgin Atlantic says its 12 requests before sending, shows
// journeys as the results arrive, the cheapest out on Flying Blue and back on Virgin Atlantic (the
// simulator's Flying Blue runs a promotion from North America to Europe only), each leg's routes in
// its own section whose filters narrow the journeys, a day picked on the return's price calendar
// searches the return alone again (the outbound's results stay) as a new history entry (the
// browser's Back shows the first return day again, Forward the new one), and reopens from history
// as one search with both legs. A trip over the fan-out limit is refused in words before anything is sent.
import { expect, type Page, test } from "@playwright/test";
import { formatDayRange } from "../lib/format/date-time";
import { pickDate } from "./fixtures/pick-date";
import { signUp } from "./fixtures/sign-up";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const UNITED = "United Airlines MileagePlus";
const ALASKA = "Alaska Airlines Mileage Plan";
const FLYING_BLUE = "Air France-KLM Flying Blue";
const VIRGIN = "Virgin Atlantic Flying Club";
const dayWords = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

async function pickPrograms(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByLabel("Programs").fill(name.split(" ")[0]!);
    await page.getByRole("option", { name: new RegExp(name) }).click();
  }
}

test("a round trip ±1 day on two programs pairs journeys across programs, live, narrows by leg, re-searches one leg, and reopens from history", async ({
  page,
}) => {
  // Two rounds of searches (12, then the return's 6) on a shared 2-core machine: 8 of 12 had
  // finished after 60 s in a loaded run.
  test.setTimeout(300_000);
  await signUp(page, "roundtrip");
  await page.goto("/flights");
  await pickPrograms(page, [FLYING_BLUE, VIRGIN]);
  await page.getByRole("radio", { name: "Round trip" }).check();
  await page.getByLabel("From", { exact: true }).fill("JFK");
  await page.getByLabel("To", { exact: true }).fill("CDG");
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
  await expect(page.getByText("All 12 searches finished")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId("journey-count")).not.toContainText("so far");
  // Cheapest first, each with a route per leg.
  const legsOf = () =>
    journeys.evaluateAll((els) =>
      els.map((e) => ({
        label: e.getAttribute("aria-label") ?? "",
        legs: [...e.querySelectorAll("[data-testid=journey-leg]")].map((l) => l.textContent ?? ""),
      })),
    );
  const all = await legsOf();
  expect(all.length).toBeGreaterThan(1);
  const miles = all.map((j) => Number(j.label.match(/([\d,]+) miles/)?.[1]?.replace(/,/g, "")));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const j of all) expect(j.legs).toHaveLength(2);
  // The cheapest journey goes out on Flying Blue and comes back on Virgin Atlantic, and says how
  // each program's part can be paid.
  const cheapest = journeys.first().getByTestId("journey-leg");
  await expect(cheapest.nth(0)).toContainText(FLYING_BLUE);
  await expect(cheapest.nth(1)).toContainText(VIRGIN);
  await expect(journeys.first().getByText(`${FLYING_BLUE}: `)).toBeVisible();
  await expect(journeys.first().getByText(`${VIRGIN}: `)).toBeVisible();
  await expect(journeys.first().getByTestId("pay-with-points")).toHaveCount(2);
  // Each leg's routes in its own section.
  const outbound = page.getByRole("region", { name: "Leg 1: JFK → CDG" });
  const inbound = page.getByRole("region", { name: "Leg 2: CDG → JFK" });
  for (const leg of [outbound, inbound])
    await expect(leg.getByTestId("result-count")).toContainText(/\d+ routes in/);

  // A leg's filter narrows the journeys: the outbound on Virgin Atlantic only.
  await outbound.getByLabel("Program").selectOption({ label: VIRGIN });
  await expect(page.getByText("Only routes that pass each leg's filters below.")).toBeVisible();
  await expect(cheapest.nth(0)).toContainText(VIRGIN);
  for (const j of await legsOf()) expect(j.legs[0]).toContain(VIRGIN);
  await outbound.getByLabel("Program").selectOption({ label: "All programs" });
  await expect(cheapest.nth(0)).toContainText(FLYING_BLUE);

  // A day on the return's price calendar searches the return alone again, in the same search: the
  // outbound keeps its routes (its journeys' first legs are still there while the return searches),
  // the return's section and the history say the new day.
  const url = page.url();
  const outboundRoutes = await outbound.getByTestId("result-count").textContent();
  const newBack = inDays(39);
  const backCalendar = page.getByRole("region", { name: "Price calendar, CDG → JFK" });
  const day = backCalendar.getByRole("button", { name: new RegExp(`^Search ${newBack}`) });
  if (!(await day.isVisible())) await backCalendar.getByRole("button", { name: "Next month" }).click();
  await day.click();
  await expect(
    page.getByRole("heading", { name: `Leg 2: CDG → JFK · ${dayWords(newBack)} ±1 day` }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("All 12 searches finished")).toBeVisible({ timeout: 120_000 });
  // Still the same search, one history entry further: the address names each leg's day.
  await expect(page).toHaveURL(`${url}&days=${inDays(30)},${newBack}`);
  await expect(outbound.getByTestId("result-count")).toHaveText(outboundRoutes!);
  await expect(journeys.first().getByTestId("journey-leg").nth(0)).toContainText(FLYING_BLUE);
  await expect(journeys.first().getByTestId("journey-leg").nth(1)).toContainText(VIRGIN);
  await expect(backCalendar.getByRole("button", { name: new RegExp(`^Search ${newBack}`) })).toHaveAttribute(
    "aria-current",
    "date",
  );

  // The browser's Back shows the days before again, from their stored answers (nothing to wait for):
  // the return's section, its calendar, the folded form and the journeys all say the first day;
  // Forward brings the new day back the same way.
  const back = inDays(37);
  await page.goBack();
  await expect(page).toHaveURL(`${url}&days=${inDays(30)},${back}`);
  await expect(
    page.getByRole("heading", { name: `Leg 2: CDG → JFK · ${dayWords(back)} ±1 day` }),
  ).toBeVisible();
  await expect(page.getByText("All 12 searches finished")).toBeVisible();
  await expect(page.getByTestId("search-summary")).toContainText(formatDayRange(inDays(30), back));
  await expect(backCalendar.getByRole("button", { name: new RegExp(`^Search ${back}`) })).toHaveAttribute(
    "aria-current",
    "date",
  );
  await expect(journeys.first().getByTestId("journey-leg").nth(1)).toContainText(VIRGIN);
  await page.goForward();
  await expect(page).toHaveURL(`${url}&days=${inDays(30)},${newBack}`);
  await expect(
    page.getByRole("heading", { name: `Leg 2: CDG → JFK · ${dayWords(newBack)} ±1 day` }),
  ).toBeVisible();
  await expect(page.getByText("All 12 searches finished")).toBeVisible();
  await expect(page.getByTestId("search-summary")).toContainText(formatDayRange(inDays(30), newBack));

  // History reopens it as one search with both legs, the return on its new day.
  await page.goto("/flights");
  await page
    .getByRole("link", { name: /JFK → CDG → JFK/ })
    .first()
    .click();
  await page.waitForURL(url);
  await expect(page.getByRole("list", { name: "Journeys" }).getByTestId("journey").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { name: `Leg 2: CDG → JFK · ${dayWords(newBack)} ±1 day` }),
  ).toBeVisible();
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
  const words =
    "This search would send 96 requests; one search may send at most 60. Pick fewer programs, airports or flexible days.";
  await expect(page.getByTestId("request-count")).toHaveText(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("request-count")).toHaveText(words);
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByText("No searches yet.")).toBeVisible();
});
