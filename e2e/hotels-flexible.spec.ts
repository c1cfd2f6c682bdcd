// Hotels with flexible dates (issue 38 item 7), end to end: real app, worker, simulator and
// PostgreSQL. A ±1 search on two programs sends 6 requests (3 check-in days × 2 programs), shows the
// results by check-in day as they arrive with each hotel's cheapest night, and reopens from history
// with its flexibility; a search over the fan-out limit is refused in words, by the form and the API.
import { expect, type Page, test } from "@playwright/test";
import { parseHotelSearch } from "../simulator/services/hotels/hotel-search-request";
import { priceHotels } from "../simulator/services/hotels/price-hotels";
import { pickDate } from "./fixtures/pick-date";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const words = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** Each hotel's cheapest night as the simulator prices it for one program and stay (the form's 1 room, 2 adults). */
function cheapestNights(
  provider: string,
  destination: string,
  checkIn: string,
  checkOut: string,
): Map<string, number> {
  const parsed = parseHotelSearch(
    {
      provider,
      destination,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      numberOfRooms: 1,
      numberOfAdults: 2,
      numberOfKids: 0,
      priority: 5,
    },
    new Date(),
    [],
  );
  if (!parsed.ok) throw new Error(parsed.error);
  const out = new Map<string, number>();
  for (const h of priceHotels(parsed.program, parsed.request, false) as {
    name: string;
    pointsPerNight?: number;
    rooms: { rates: { pointsPerNight: number }[] }[];
  }[]) {
    const points =
      h.pointsPerNight ?? Math.min(...h.rooms.flatMap((r) => r.rates.map((x) => x.pointsPerNight)));
    if (Number.isFinite(points)) out.set(h.name, Math.min(points, out.get(h.name) ?? Infinity));
  }
  return out;
}

async function pickProgram(page: Page, query: string, name: RegExp) {
  await page.getByLabel("Programs").fill(query);
  await page.getByRole("option", { name }).click();
}

test("±1 day on two programs: results by check-in day with each hotel's cheapest night, live, and reopened from history", async ({
  page,
  request,
}) => {
  // Hyatt answers slowly, so Marriott's days are on the page while Hyatt's are still searching.
  expect(
    (
      await request.post(`${SIM}/_control/scenario`, {
        data: { service: "hotels", provider: "hyatt", outcome: "slow", count: 3 },
      })
    ).ok(),
  ).toBe(true);
  const destination = "Kyoto, Japan";
  const [checkIn, checkOut] = [inDays(30), inDays(33)];
  await page.goto("/hotels");
  await pickProgram(page, "marriott", /Marriott Bonvoy/);
  await pickProgram(page, "hyatt", /World of Hyatt/);
  await page.getByLabel("Destination", { exact: true }).fill(destination);
  await pickDate(page, "Check-in", checkIn);
  await pickDate(page, "Check-out", checkOut);
  await expect(page.getByTestId("fan-out")).toHaveText(
    "This search sends 2 requests (1 check-in day × 2 programs).",
  );
  await page.getByLabel("Flexible dates").selectOption({ label: "Check-in ±1 day, same nights" });
  await expect(page.getByTestId("fan-out")).toHaveText(
    "This search sends 6 requests (3 check-in days × 2 programs).",
  );
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);

  const days = [plusDays(checkIn, -1), checkIn, plusDays(checkIn, 1)];
  const section = (day: string) => page.getByRole("region", { name: `Check-in ${words(day)}` });
  // Live: a day shows Marriott's hotels while Hyatt's request for it is still out.
  await expect(section(days[0]!).getByTestId("day-count")).toContainText("so far · 1 still searching", {
    timeout: 20_000,
  });
  await expect(
    page.getByRole("listitem", { name: `World of Hyatt · ${words(days[0]!)} status` }),
  ).toBeVisible(); // a card per day × program
  await expect(page.getByText("All 6 searches finished")).toBeVisible({ timeout: 40_000 });

  // What the simulator prices, per day: every hotel of both programs once, with its cheapest night.
  const expected = days.map((d) => {
    const stay = [d, plusDays(d, 3)] as const;
    return [
      ...cheapestNights("marriott", destination, ...stay),
      ...cheapestNights("hyatt", destination, ...stay),
    ]
      .map(([name, points]) => ({ name, points }))
      .sort((a, b) => a.points - b.points);
  });
  const regions = page.getByRole("region", { name: /^Check-in / });
  await expect(regions).toHaveCount(3);
  for (const [i, day] of days.entries()) {
    await expect(regions.nth(i)).toHaveAccessibleName(`Check-in ${words(day)}`); // in date order
    const s = section(day);
    await expect(s.getByRole("heading")).toHaveText(`${words(day)} → ${words(plusDays(day, 3))}`);
    await expect(s.getByTestId("day-count")).toHaveText(
      `${["1 day earlier", "the day you asked", "1 day later"][i]} · ${expected[i]!.length} hotels`,
    );
    const first = s.getByRole("list").getByRole("listitem").first();
    const cheapest = expected[i]!.filter((h) => h.points === expected[i]![0]!.points);
    await expect(first).toContainText(`${cheapest[0]!.points.toLocaleString("en-US")} points a night`);
    if (cheapest.length === 1) await expect(first).toContainText(cheapest[0]!.name);
  }
  // A hotel whose night costs less on one day than on another: that day is marked as its cheapest.
  const marriott = days.map((d) => cheapestNights("marriott", destination, d, plusDays(d, 3)));
  const name = [...marriott[0]!.keys()].find(
    (n) => new Set(marriott.map((m) => m.get(n))).size > 1 && marriott.every((m) => m.has(n)),
  );
  if (name) {
    const prices = marriott.map((m) => m.get(name)!);
    const best = Math.min(...prices);
    for (const [i, day] of days.entries()) {
      const more = section(day).getByRole("button", { name: /^Show all/ });
      if (await more.count()) await more.click(); // the row may be past the first ten
      const row = section(day)
        .getByRole("listitem")
        .filter({ hasText: name })
        .filter({ hasText: "Marriott Bonvoy" })
        .first();
      if (prices[i] === best) await expect(row).toContainText("Its cheapest day");
      else await expect(row).not.toContainText("Its cheapest day");
    }
  }

  // History reopens it as one search with its flexibility.
  const url = page.url();
  await page.goto("/hotels");
  await page
    .getByRole("link", { name: /Kyoto, Japan.*±1 day/ })
    .first()
    .click();
  await expect(page).toHaveURL(url);
  await expect(regions).toHaveCount(3);
  await page.getByRole("button", { name: "Edit search" }).click();
  await expect(page.getByLabel("Flexible dates")).toHaveValue("1");
  await expect(page.getByTestId("fan-out")).toHaveText(
    "This search sends 6 requests (3 check-in days × 2 programs).",
  );
});

test("more requests than one search may send is refused in words, by the form and by the API", async ({
  page,
}) => {
  const refusal =
    "This search would send 28 requests (7 check-in days × 4 programs); one search sends at most 21. Pick fewer programs or fewer flexible days.";
  await page.goto("/hotels");
  await pickProgram(page, "marriott", /Marriott Bonvoy/);
  await pickProgram(page, "hyatt", /World of Hyatt/);
  await pickProgram(page, "hilton", /Hilton Honors/);
  await pickProgram(page, "choice", /Choice Privileges/);
  await page.getByLabel("Destination", { exact: true }).fill("Lisbon, Portugal");
  await pickDate(page, "Check-in", inDays(50));
  await pickDate(page, "Check-out", inDays(52));
  await page.getByLabel("Flexible dates").selectOption("3");
  await expect(page.getByTestId("fan-out")).toHaveText(refusal); // said before searching
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);

  // The server says the same by the same field, and starts nothing.
  const body = {
    programs: ["marriott", "hyatt", "hilton", "choice"],
    destination: "Lisbon, Portugal",
    checkIn: inDays(50),
    checkOut: inDays(52),
    rooms: 1,
    adults: 2,
    kids: 0,
    flexDays: 3,
  };
  const before = ((await (await page.request.get("/api/hotels/searches")).json()) as { searches: unknown[] })
    .searches.length;
  const res = await page.request.post("/api/hotels/searches", { data: body });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.flexDays).toBe(
    refusal,
  );
  expect(
    ((await (await page.request.get("/api/hotels/searches")).json()) as { searches: unknown[] }).searches
      .length,
  ).toBe(before);
  // Three programs at ±3 (21 requests) may go.
  await page.getByRole("button", { name: "Remove Choice" }).click();
  await expect(page.getByTestId("fan-out")).toHaveText(
    "This search sends 21 requests (7 check-in days × 3 programs).",
  );
});
