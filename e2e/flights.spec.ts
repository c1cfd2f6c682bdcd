// Flight award search end to end: real app, worker, simulator (time scale 0.05) and PostgreSQL.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";
import { withDb } from "./fixtures/seed";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type SimRoute = { numberOfStops: number; segments: { standardCOS: string }[] };

/** The dates of the calendar test, both computed once (a run across midnight UTC moves neither).
 *  `date`: the first day from 30 days out on which Delta has a nonstop JFK → LHR in Economy or
 *  Business, so the "Nonstop only" filter below has routes to keep. The simulator derives each
 *  day's seats from the date: on about 1 day in 200 Delta's only nonstop is in Premium Economy,
 *  which the Economy-or-Business list leaves out. Asked of the simulator itself (its answer is the
 *  same for the same provider, airports and date; its code cannot be imported here: it reads
 *  lib/airports/airports.json, which Playwright's loader refuses without an import attribute).
 *  `other`: a day three days away in the same month, because the calendar shows one month at a
 *  time (the searched date's) and `date` + 3 falls in the next month on about 1 run in 10. */
async function calendarDates(request: APIRequestContext): Promise<{ date: string; other: string }> {
  const headers = { "X-Authentication": "milepost:flights-local-key" };
  for (let n = 30; n <= 60; n++) {
    const date = inDays(n);
    const body = {
      provider: "delta",
      departure: { airportCode: "JFK", date },
      arrival: "LHR",
      standardItineraryCOS: ["economy", "business"],
      passengers: { adults: 1 },
      currency: "USD",
      priority: 9,
    };
    const sent = await request.post(`${SIM}/flights/v1/search`, { data: body, headers });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { requestId } = (await sent.json()) as { requestId: string };
    let routes: SimRoute[] = [];
    await expect
      .poll(
        async () => {
          const res = (await (
            await request.get(`${SIM}/flights/v1/getResults/${requestId}`, { headers })
          ).json()) as { state: number; routes?: SimRoute[] };
          routes = res.routes ?? [];
          return res.state;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    if (
      !routes.some(
        (r) =>
          r.numberOfStops === 0 &&
          r.segments.some((seg) => seg.standardCOS === "economy" || seg.standardCOS === "business"),
      )
    )
      continue;
    const later = shiftDay(date, 3);
    return { date, other: later.slice(0, 7) === date.slice(0, 7) ? later : shiftDay(date, -3) };
  }
  throw new Error("no day 30–60 days out with a Delta nonstop JFK → LHR in Economy or Business");
}

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

/** How a search names its day in the history: "Sat, Feb 6, 2027". */
const searchedDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

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
  await expect(
    page.getByText("Singapore Airlines needs your own login and password to search"),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test("every airport with scheduled service is found on the server, in any spelling, and picked into the field", async ({
  page,
}) => {
  // GET /api/airports: the list (3,000+ airports) stays on the server (issue 33 item 6).
  const get = async (query: string) => page.request.get(`/api/airports?${query}`);
  const codes = async (query: string) =>
    ((await (await get(query)).json()) as { airports: { iata: string; tz: string }[] }).airports;
  expect((await codes("q=M%C3%BCnchen"))[0]?.iata).toBe("MUC");
  expect((await codes("q=koln"))[0]?.iata).toBe("CGN");
  expect(await codes("codes=KGL,BOO,TXL")).toEqual([
    expect.objectContaining({ iata: "KGL", tz: "Africa/Kigali" }),
    expect.objectContaining({ iata: "BOO", tz: "Europe/Oslo" }),
  ]);
  expect((await get("codes=JFK;DROP")).status()).toBe(400);
  expect((await get("limit=5")).status()).toBe(400);

  await page.goto("/flights");
  await page.getByLabel("From", { exact: true }).fill("Lisboa");
  await page.getByRole("option", { name: /^LIS Lisbon/ }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("LIS");
  await expect(page.getByText(/^Lisbon · Humberto Delgado Airport/)).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("KGL");
  await page.getByLabel("To", { exact: true }).press("Escape");
  await expect(page.getByText(/^Kigali · Kigali International Airport/)).toBeVisible();
});

test("two programs with a calendar: live results, sort, filter, calendar day", async ({ page, request }) => {
  const { date, other } = await calendarDates(request);
  await page.goto("/flights");
  await pickProgram(page, "united", /United Airlines MileagePlus/);
  await pickProgram(page, "delta", /Delta Air Lines SkyMiles/);
  await fillRoute(page, "JFK", "LHR", date);
  await expect(page.getByLabel("Price calendar")).toBeChecked();
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("All 2 programs finished")).toBeVisible({ timeout: 30_000 });
  await expect(status(page, "United Airlines MileagePlus")).toContainText("Results");
  // Per-part progress (spec 1 A3 progress.singleDate / progress.calendar), each part by name.
  await expect(status(page, "Delta Air Lines SkyMiles")).toContainText("Flights on your date: Results");
  await expect(status(page, "Delta Air Lines SkyMiles")).toContainText("Price calendar: Results");
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ routes in Economy or Business$/);

  const cards = page.getByRole("list", { name: "Routes" }).getByRole("article");
  const miles = async () =>
    await cards.evaluateAll((els) =>
      els.map((e) =>
        Number((e.getAttribute("aria-label") ?? "").match(/([\d,]+) miles/)?.[1]?.replace(/,/g, "")),
      ),
    );
  const first = await miles();
  expect(first.length).toBeGreaterThan(1);
  expect([...first].sort((a, b) => a - b)).toEqual(first);

  await page.getByLabel("Program", { exact: true }).selectOption({ label: "Delta Air Lines SkyMiles" });
  await expect(page.getByTestId("result-count")).toHaveText(/of \d+ routes/);
  for (const label of await cards.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))))
    expect(label).toMatch(/^Delta Air Lines SkyMiles/);
  await page.getByLabel("Sort by").selectOption("duration");
  await page.getByLabel("Stops", { exact: true }).selectOption("0");
  // What the controls claim: only Delta, only nonstop routes, shortest first, and the count says so.
  const shown = async () =>
    cards.evaluateAll((els) =>
      els.map((e) => {
        const m = (e.textContent ?? "").match(/· (?:(\d+)h )?(\d+)m · (Nonstop|\d+ stops?)/);
        return {
          label: e.getAttribute("aria-label") ?? "",
          minutes: Number(m?.[1] ?? 0) * 60 + Number(m?.[2] ?? NaN),
          stops: m?.[3],
        };
      }),
    );
  await expect.poll(async () => (await shown()).every((r) => r.stops === "Nonstop")).toBe(true);
  const nonstop = await shown();
  expect(nonstop.length).toBeGreaterThan(0);
  for (const r of nonstop) expect(r.label).toMatch(/^Delta Air Lines SkyMiles/);
  const minutes = nonstop.map((r) => r.minutes);
  expect(minutes.every(Number.isFinite)).toBe(true);
  expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
  // The list is virtualized: the count covers every match, the rendered cards a window of them.
  const [, matched, total] =
    (await page.getByTestId("result-count").textContent())?.match(/^(\d+) of (\d+) routes/) ?? [];
  expect(Number(matched)).toBeGreaterThanOrEqual(nonstop.length);
  expect(Number(matched)).toBeLessThan(Number(total));

  const calendar = page.getByRole("region", { name: "Price calendar" });
  await expect(calendar.getByRole("button", { name: new RegExp(`^Search ${date}`) })).toHaveAttribute(
    "aria-current",
    "date",
  );
  await calendar.getByRole("button", { name: new RegExp(`^Search ${other}`) }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`JFK → LHR · ${searchedDay(other)}`) }),
  ).toBeVisible();
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
  await expect(row).toContainText("Needs your answer", { timeout: 30_000 });
  // Waiting on the user is its own state, not "finished" (issue 12 item 2).
  await expect(page.getByTestId("search-progress-line")).toHaveText("1 program needs your answer");
  // A wrong answer is said by the box, which keeps it, instead of the same empty question (item 1).
  await row.getByRole("textbox").fill("000000");
  await row.getByRole("button", { name: "Send answer" }).click();
  await expect(row.getByRole("alert")).toContainText("did not accept your answer “000000”", {
    timeout: 30_000,
  });
  await expect(row.getByRole("textbox")).toHaveValue("000000");
  await row.getByRole("textbox").fill("123456");
  await row.getByRole("button", { name: "Send answer" }).click();
  await expect(status(page, "Air Canada Aeroplan")).toContainText("Results", { timeout: 30_000 });
  await expect(page.getByText("Needs your answer")).toHaveCount(0);
});

test("rejected credentials and a timeout are said plainly", async ({ page, request }) => {
  const forced = await request.post(`${SIM}/_control/scenario`, {
    data: { service: "flights", provider: "alaska", outcome: "timeout" },
  });
  expect(forced.ok()).toBe(true);
  await page.goto("/flights");
  await pickProgram(page, "alaska", /Alaska Airlines/);
  await pickProgram(page, "flyingblue", /Flying Blue/);
  await fillRoute(page, "SEA", "CDG", inDays(40));
  await page.getByLabel("Air France-KLM Flying Blue number or email").fill("traveler@example.test");
  await page.getByLabel("Air France-KLM Password").fill("wrong-password");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(status(page, "Air France-KLM Flying Blue")).toContainText("rejected your login", {
    timeout: 30_000,
  });
  await expect(
    status(page, "Air France-KLM Flying Blue").getByRole("link", { name: /Fix your/ }),
  ).toBeVisible();
  await expect(status(page, "Alaska Airlines Mileage Plan")).toContainText("timed out", { timeout: 30_000 });
  // Retry sends a new request that replaces the timed-out one (the forced outcome was used once).
  await status(page, "Alaska Airlines Mileage Plan").getByRole("button", { name: /Retry/ }).click();
  await expect(status(page, "Alaska Airlines Mileage Plan")).toContainText("Results", { timeout: 30_000 });
  await expect(status(page, "Alaska Airlines Mileage Plan")).not.toContainText("timed out");
});

test("an unknown failure offers a retry; a warning is shown; taxes converted say from what", async ({
  page,
  request,
}) => {
  expect(
    (
      await request.post(`${SIM}/_control/scenario`, {
        data: { service: "flights", provider: "united", outcome: "unknown-failure" },
      })
    ).ok(),
  ).toBe(true);
  // Aeroplan, not Delta: the other Playwright worker's specs search Delta, and a forced outcome goes
  // to the next search of its program, whoever sends it.
  expect(
    (
      await request.post(`${SIM}/_control/scenario`, {
        data: { service: "flights", provider: "aeroplan", outcome: "warning" },
      })
    ).ok(),
  ).toBe(true);
  await page.goto("/flights");
  await pickProgram(page, "united", /United Airlines MileagePlus/);
  await pickProgram(page, "aeroplan", /Air Canada Aeroplan/);
  await fillRoute(page, "ORD", "FRA", inDays(45));
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("All 2 programs finished")).toBeVisible({ timeout: 30_000 });
  await expect(status(page, "Air Canada Aeroplan")).toContainText("Results with a warning");
  await expect(status(page, "Air Canada Aeroplan")).toContainText("Warning:");
  const united = status(page, "United Airlines MileagePlus");
  await expect(united).toContainText("Failed");
  await united.getByRole("button", { name: "Retry United Airlines MileagePlus" }).click();
  await expect(united).toContainText("Results", { timeout: 30_000 });
  // United quotes taxes in USD only: shown in EUR with the original amount and the rate.
  await page.getByLabel("Program", { exact: true }).selectOption({ label: "United Airlines MileagePlus" });
  const card = page.getByRole("list", { name: "Routes" }).getByRole("article").first();
  await expect(card).toContainText("EUR");
  await expect(card).toContainText(/Converted from USD\s[\d,.]+ at 0\.92 EUR per USD/);
});

test("a refused priority and a calendar for a program without one are said by the field", async ({
  page,
}) => {
  const body = {
    programs: ["alaska"],
    from: "SEA",
    to: "JFK",
    date: inDays(20),
    cabins: ["economy"],
    adults: 1,
    currency: "USD",
  };
  const bad = await page.request.post("/api/flights/searches", { data: { ...body, priority: 10 } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.fields).toMatchObject({
    priority: "Priority must be a whole number from 1 to 9",
  });
  const noCalendar = await page.request.post("/api/flights/searches", { data: { ...body, calendar: true } });
  expect(noCalendar.status()).toBe(400);
  expect((await noCalendar.json()).error.fields).toMatchObject({
    calendar: "None of the selected programs has a price calendar",
  });
  const unknown = await page.request.post("/api/flights/searches", {
    data: { ...body, programs: ["nosuchprogram"] },
  });
  expect((await unknown.json()).error.fields).toMatchObject({ programs: "Unknown program: nosuchprogram" });
});

test("a lost callback is recovered by polling, and the search reopens from history", async ({
  page,
  request,
}) => {
  // Every delivery attempt of the next British Airways result is refused (401): only the poll job can
  // store it. Aimed at the program, so the other Playwright worker's searches neither use them up nor
  // get them.
  expect(
    (
      await request.post(`${SIM}/_control/callback-faults`, {
        data: { service: "flights", provider: "britishairways", count: 7 },
      })
    ).ok(),
  ).toBe(true);
  await page.goto("/flights");
  await pickProgram(page, "british", /British Airways Executive Club/);
  const date = inDays(50); // once: the history entry is looked up by it later, maybe after midnight UTC
  await fillRoute(page, "LHR", "JFK", date);
  await page.getByLabel("Price calendar").uncheck();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  const url = page.url();
  await expect(status(page, "British Airways Executive Club")).toContainText("Results", { timeout: 45_000 });
  // None of this search's callbacks got through (its request id, as the app sent it).
  const searchId = new URL(url).searchParams.get("search");
  const requestIds = await withDb(async (c) =>
    (
      await c.query<{ requestId: string }>(
        `SELECT sr."requestId" FROM "ServiceRequest" sr JOIN "AwardRequest" a ON a."serviceRequestId" = sr.id WHERE a."searchId" = $1`,
        [searchId],
      )
    ).rows.map((r) => r.requestId),
  );
  expect(requestIds).toHaveLength(1);
  const delivered = (await (await request.get(`${SIM}/_control/deliveries?service=flights`)).json()) as {
    deliveries: { ok: boolean; faulted: boolean; requestId?: string }[];
  };
  const ours = delivered.deliveries.filter((d) => d.requestId === requestIds[0]);
  expect(ours.length).toBeGreaterThan(0);
  expect(ours.filter((d) => d.ok || !d.faulted)).toEqual([]);
  const count = await page.getByTestId("result-count").textContent();

  await page.goto("/flights");
  await page
    .getByRole("link", { name: new RegExp(`LHR → JFK · ${searchedDay(date)}`) })
    .first()
    .click();
  await expect(page).toHaveURL(url);
  await expect(status(page, "British Airways Executive Club")).toContainText("Results");
  await expect(page.getByTestId("result-count")).toHaveText(count ?? "");
});

test("a search deleted from the history is gone with its results, and the page goes back to the form", async ({
  page,
  request,
}) => {
  await page.goto("/flights");
  await pickProgram(page, "united", /United Airlines MileagePlus/);
  const date = inDays(61); // once: the history entry is looked up by it later, maybe after midnight UTC
  await fillRoute(page, "SFO", "HNL", date);
  await page.getByLabel("Price calendar").uncheck();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  const id = new URL(page.url()).searchParams.get("search")!;
  await expect(status(page, "United Airlines MileagePlus")).toContainText("Results", { timeout: 30_000 });
  const history = page.getByLabel("Search history");
  const entry = history.getByRole("link", { name: new RegExp(`SFO → HNL · ${searchedDay(date)}`) });
  await expect(entry).toHaveCount(1);

  await history
    .getByRole("button", { name: new RegExp(`Delete search SFO → HNL · ${searchedDay(date)}`) })
    .click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(entry).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
  expect((await request.get(`/api/flights/searches/${id}`)).status()).toBe(404);
  // Reopened from an old link, it is not found rather than shown empty.
  await page.goto(`/flights?search=${id}`);
  await expect(page.getByText("Search not found")).toBeVisible();
});
