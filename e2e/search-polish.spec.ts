// Issue 12, search side, end to end: the flights results at 390 px (form folded, results near the
// top, nothing wider than the screen, the active nav section in view, per-person prices, cabins
// asked for first), dates refused by the API, hotel destinations that resolve or are refused with
// words, and the card footer in the traveler's own zone.
import { expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("flight results start near the top, fit the screen and price per person for 2 adults", async ({
    page,
  }, testInfo) => {
    await page.goto("/flights");
    // The active section of the horizontal nav is on screen.
    const active = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Flights" });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(active).toBeInViewport({ ratio: 1 });

    await pickProgram(page, "delta", /Delta Air Lines SkyMiles/);
    await page.getByLabel("From", { exact: true }).fill("JFK");
    await page.getByLabel("To", { exact: true }).fill("LHR");
    await page.getByLabel("To", { exact: true }).press("Escape"); // the suggestions cover the next field on a phone
    await pickDate(page, "Date", inDays(30));
    await page.getByLabel("Adults", { exact: true }).fill("2");
    await page.getByLabel("Business", { exact: true }).uncheck(); // economy only
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/search=/);

    // The form folds into one line with "Edit search"; the results start near the top.
    await expect(page.getByTestId("search-summary")).toContainText("JFK → LHR");
    await expect(page.getByRole("button", { name: "Edit search" })).toBeVisible();
    await expect(page.getByTestId("search-progress-line")).toHaveText("The program finished", {
      timeout: 30_000,
    });
    const results = page.getByRole("region", { name: "Results" });
    await expect(results).toBeVisible();
    // On the first screen (it began 1,150 px down below the unfolded form).
    const box = await page.getByRole("region", { name: "Search progress" }).boundingBox();
    expect(box!.y).toBeLessThan(600);

    // Every price says per person and in total; every route carries its cabin badge.
    const first = results.getByRole("article").first();
    await expect(first.getByTestId("route-price")).toContainText(/miles per person · [\d,]+ for 2/);
    await expect(first.getByTestId("route-price")).toContainText(
      /per person · \w{3}.[\d,.]+ for 2 taxes and fees/,
    );
    await expect(first.getByTestId("cabin-badge")).toContainText("Economy");
    await expect(page.getByTestId("result-count")).toHaveText(/^\d+ routes in Economy$/);
    // The simulator sells every cabin its carriers fly on a route (simulator/services/flights/build-routes.ts),
    // and JFK–LHR is long-haul with Premium and Business on every day: the other cabins are one press away.
    const economyOnly = Number((await page.getByTestId("result-count").textContent())!.match(/^\d+/)![0]);
    const other = page.getByRole("button", { name: /^\d+ more in other cabins$/ });
    await expect(other).toBeVisible();
    const more = Number((await other.textContent())!.match(/^\d+/)![0]);
    await other.click();
    await expect(page.getByTestId("result-count")).toHaveText(`${economyOnly + more} routes in all cabins`);

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("flights-results-390.png"), fullPage: false });

    // "Edit search" opens the form again with the search's values.
    await page.getByRole("button", { name: "Edit search" }).click();
    await expect(page.getByLabel("Adults", { exact: true })).toHaveValue("2");
  });
});

test("the search APIs refuse impossible and far-away dates by the field", async ({ page }) => {
  await page.goto("/flights");
  const flight = (date: string) =>
    page.request.post("/api/flights/searches", {
      data: {
        programs: ["delta"],
        from: "JFK",
        to: "LHR",
        date,
        cabins: ["economy"],
        adults: 1,
        currency: "USD",
      },
    });
  for (const [date, message] of [
    ["2027-13-45", "2027-13-45 is not a real date"],
    ["2027-02-30", "2027-02-30 is not a real date"],
    ["2099-12-31", /^The date is too far ahead/],
  ] as const) {
    const res = await flight(date);
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(["date"]);
    expect(body.error.fields.date).toMatch(message);
  }
  const hotel = await page.request.post("/api/hotels/searches", {
    data: {
      programs: ["marriott"],
      destination: "Kyoto, Japan",
      checkIn: "2027-02-30",
      checkOut: "2027-03-02",
      rooms: 1,
      adults: 2,
      kids: 0,
    },
  });
  expect(hotel.status()).toBe(400);
  expect(((await hotel.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
    checkIn: "2027-02-30 is not a real date",
  });
});

test("hotel results say where the search landed; a destination that is no place is said so", async ({
  page,
}, testInfo) => {
  await page.goto("/hotels");
  await pickProgram(page, "marriott", /Marriott Bonvoy/);
  await page.getByLabel("Destination", { exact: true }).fill("Kyoto, Japan");
  await pickDate(page, "Check-in", inDays(45));
  await pickDate(page, "Check-out", inDays(47));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("searched-place")).toHaveText("Hotels near Kyoto, Japan", {
    timeout: 30_000,
  });
  await expect(page.getByRole("article").first()).not.toContainText(/beach/i);
  await page.screenshot({ path: testInfo.outputPath("hotels-kyoto-1280.png") });

  await page.goto("/hotels");
  await pickProgram(page, "marriott", /Marriott Bonvoy/);
  await page.getByLabel("Destination", { exact: true }).fill("<b>qwzxv plokm</b>");
  await pickDate(page, "Check-in", inDays(45));
  await pickDate(page, "Check-out", inDays(47));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("listitem", { name: "Marriott Bonvoy status" });
  await expect(card).toContainText("did not match any city, address or landmark", { timeout: 30_000 });
  await expect(
    page.getByText("No hotels: no program returned any — see each program's message above."),
  ).toBeVisible();
  await expect(page.getByTestId("searched-place")).toHaveCount(0);
});

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the card footer shows the traveler's own time, and an over-long query is explained", async ({
    page,
  }) => {
    await page.goto("/cards");
    const footer = page.getByText(/Card data version \S+, fetched/);
    await expect(footer).toBeVisible();
    await expect(footer).not.toContainText("UTC");
    for (const time of await footer.locator("time").all()) {
      const iso = await time.getAttribute("datetime");
      const expected = await page.evaluate(
        (i) => new Date(i!).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }),
        iso,
      );
      await expect(time).toHaveText(expected);
    }

    const long = "groceries and dining ".repeat(15).trim();
    await page.goto(`/cards?${new URLSearchParams({ q: long })}`);
    await expect(page.locator("#spend-query-error")).toContainText(`That is ${long.length} characters`);
    await expect(page.getByLabel("Where are you paying?")).toHaveValue(long);
  });
});

// The calendars start at the traveller's today, not at the server's date in UTC: the browser is put
// in a zone whose date differs from UTC's right now (UTC−12 before noon UTC, UTC+14 after), so
// a date computed in UTC would open one day off.
test.describe("a traveller whose date is not UTC's", () => {
  const zone = new Date().getUTCHours() < 12 ? "Etc/GMT+12" : "Pacific/Kiritimati";
  test.use({ timezoneId: zone });

  const isoIn = (timeZone: string, shift = 0) =>
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
      new Date(Date.now() + shift * 86_400_000),
    );
  const day = (page: Page, iso: string) => page.locator(`td[data-day="${iso}"]:not([data-outside]) button`);

  // By its button: the field itself now takes a typed date (components/ui/date-picker.tsx).
  async function openCalendar(page: Page, label: string) {
    await page.getByRole("button", { name: `${label}: open the calendar`, exact: true }).click();
    await expect(page.getByRole("button", { name: "Go to the Next Month" })).toBeVisible();
  }

  test("the hotel check-in opens at today here, and check-out from the night after", async ({ page }) => {
    await page.goto("/hotels");
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
    expect(today).toBe(isoIn(zone));
    await openCalendar(page, "Check-in");
    await expect(day(page, today)).toBeEnabled();
    // The day before today here is not offered (absent when today is the 1st, disabled otherwise).
    await expect(
      page.locator(`td[data-day="${isoIn(zone, -1)}"]:not([data-outside]) button:not([disabled])`),
    ).toHaveCount(0);
    await day(page, today).click();
    await openCalendar(page, "Check-out");
    await expect(
      page.locator(`td[data-day="${today}"]:not([data-outside]) button:not([disabled])`),
    ).toHaveCount(0);
    await expect(day(page, isoIn(zone, 1))).toBeEnabled();
  });

  test("the flight date opens at today at the departure airport once it is known", async ({ page }) => {
    await page.goto("/flights");
    // Honolulu (UTC−10) and Auckland (UTC+12/13): at any hour one of them has a date other than here.
    const [airport, tz] = zone === "Etc/GMT+12" ? ["AKL", "Pacific/Auckland"] : ["HNL", "Pacific/Honolulu"];
    const here = isoIn(zone);
    const there = isoIn(tz);
    expect(there).not.toBe(here);
    await openCalendar(page, "Date");
    await expect(day(page, here)).toBeEnabled();
    await page.keyboard.press("Escape");
    await page.getByLabel("From", { exact: true }).fill(airport);
    await page.getByLabel("From", { exact: true }).press("Escape");
    await expect(page.getByText(airport === "AKL" ? /^Auckland · Auckland/ : /^Honolulu · /)).toBeVisible(); // the airport is known
    await openCalendar(page, "Date");
    await expect(day(page, there)).toBeEnabled();
    const earlier = there < here ? isoIn(tz, -1) : here;
    await expect(
      page.locator(`td[data-day="${earlier}"]:not([data-outside]) button:not([disabled])`),
    ).toHaveCount(0);
  });
});

test("at desktop width a folded search form keeps its own height beside a long history", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Four searches: the history is then much taller than the folded form.
  let id = "";
  for (const days of [43, 42, 41, 40]) {
    const created = await page.request.post("/api/flights/searches", {
      data: {
        programs: ["alaska"],
        from: "SEA",
        to: "ANC",
        date: inDays(days),
        cabins: ["economy"],
        adults: 1,
        currency: "USD",
      },
    });
    expect(created.status()).toBe(200);
    ({ id } = (await created.json()) as { id: string });
  }
  await page.goto(`/flights?search=${id}`);
  const summary = page.getByTestId("search-summary");
  await expect(summary).toBeVisible();
  const [form, list] = await Promise.all([
    summary.locator("xpath=..").boundingBox(),
    page.getByLabel("Search history").boundingBox(),
  ]);
  // The card holding the one-line summary is about its own height, not the history's.
  expect(list!.height).toBeGreaterThan(250);
  expect(form!.height).toBeLessThan(120);
  // The results start right under it, not under the history.
  const results = page.locator("#search-results-heading");
  await expect(results).toContainText("SEA → ANC");
  const top = (await results.boundingBox())!.y;
  expect(top - (form!.y + form!.height)).toBeLessThan(80);
  expect(list!.x).toBeGreaterThan(form!.x + form!.width); // the history is beside, not below
});
