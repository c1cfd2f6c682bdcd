// Book with what you have (issue 36), end to end: real app, simulator and PostgreSQL. A new user types
// a Chase Ultimate Rewards balance on Accounts (bad input is refused by the field and stores nothing),
// searches United, sees how each route can be paid by a transfer from Chase, and "Bookable with my
// points" keeps only the routes the balance covers. A Citi balance reaches Virgin Atlantic through a
// ratio read from a 2017 page, and both Accounts and the routes say so; a two-room hotel stay is
// covered for both rooms and per room.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { pickDate } from "./fixtures/pick-date";
import { signUp } from "./fixtures/sign-up";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** United's cheapest route JFK → LHR on `date`, asked of the simulator itself (its answer is the same
 *  for the same provider, airports and date), so the typed balance covers some routes and not others. */
async function cheapestUnited(
  request: APIRequestContext,
  date: string,
): Promise<{ min: number; max: number }> {
  const headers = { "X-Authentication": "milepost:flights-local-key" };
  const body = {
    provider: "united",
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
  let miles: number[] = [];
  await expect
    .poll(
      async () => {
        const res = (await (
          await request.get(`${SIM}/flights/v1/getResults/${requestId}`, { headers })
        ).json()) as { state: number; routes?: { mileCost: { miles: number } }[] };
        miles = (res.routes ?? []).map((r) => r.mileCost.miles);
        return res.state;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  expect(miles.length).toBeGreaterThan(1);
  return { min: Math.min(...miles), max: Math.max(...miles) };
}

test("a typed Chase balance pays United routes by transfer; the toggle keeps only those", async ({
  page,
  request,
}) => {
  const date = inDays(35);
  const { min, max } = await cheapestUnited(request, date);
  // Chase → United moves in 1,000s (lib/transfers/transfer-partners.ts): enough for the cheapest route.
  const balance = Math.ceil(min / 1000) * 1000;
  expect(balance).toBeLessThan(max);

  await signUp(page, "points");
  await page.goto("/accounts");
  await page.getByRole("button", { name: "Add a balance" }).click();
  const form = page.getByRole("form", { name: "Add a balance" });

  // Bad input: an error by each field, nothing stored.
  await form.getByLabel("Program").fill("Moon Miles");
  await form.getByLabel("Balance").fill("-5");
  await form.getByRole("button", { name: "Add balance" }).click();
  await expect(form.getByText("Choose a program from the list")).toBeVisible();
  await expect(form.getByText("A balance cannot be negative")).toBeVisible();
  await expect(form.getByLabel("Balance")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Program").fill("Chase Ultimate Rewards");
  await form.getByLabel("Balance").fill("1,000,000,000");
  await form.getByRole("button", { name: "Add balance" }).click();
  await expect(form.getByText("That is more than any program holds: at most 100,000,000")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Typed-in balances" }).getByRole("listitem")).toHaveCount(0);

  await page.getByRole("button", { name: "Add a balance" }).click();
  await form.getByLabel("Program").fill("Chase Ultimate Rewards");
  await form.getByLabel("Balance").fill(balance.toLocaleString("en-US"));
  await form.getByRole("button", { name: "Add balance" }).click();
  const typed = page.getByRole("list", { name: "Typed-in balances" }).getByRole("listitem");
  await expect(typed).toHaveCount(1);
  await expect(typed.getByLabel("Balance of Chase Ultimate Rewards")).toHaveText(
    `${balance.toLocaleString("en-US")} points`,
  );
  await expect(typed).toContainText("Entered by hand on");

  await page.goto("/flights");
  await page.getByLabel("Programs").fill("united");
  await expect(page.getByRole("option", { name: /United Airlines MileagePlus/ })).toContainText(
    "reachable by transfer from Chase (1:1)",
  );
  await page.getByRole("option", { name: /United Airlines MileagePlus/ }).click();
  await page.getByLabel("From", { exact: true }).fill("JFK");
  await page.getByLabel("To", { exact: true }).fill("LHR");
  await pickDate(page, "Date", date);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("The program finished")).toBeVisible({ timeout: 30_000 });

  const cards = page.getByRole("list", { name: "Routes" }).getByRole("article");
  const cheapest = cards.first();
  await expect(cheapest.getByTestId("pay-with-points")).toContainText(
    /Transfer [\d,]+ Chase Ultimate Rewards → United \(1:1, instant\) — you would have [\d,]+ left/,
  );
  const total = Number(
    (await page.getByTestId("result-count").textContent())?.match(/([\d,]+) routes/)?.[1]?.replace(/,/g, ""),
  );

  const toggle = page.getByRole("button", { name: /^Bookable with my points \(\d+\)$/ });
  const bookable = Number((await toggle.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(bookable).toBeGreaterThan(0);
  expect(bookable).toBeLessThan(total);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("result-count")).toContainText(`${bookable} of`);
  // Every route still listed can be paid now, and costs no more than the balance.
  const shown = await cards.evaluateAll((els) =>
    els.map((e) => ({
      label: e.getAttribute("aria-label") ?? "",
      pay: e.querySelector("[data-testid=pay-with-points]")?.textContent ?? "",
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const r of shown) {
    expect(r.pay).not.toContain("Short by");
    expect(Number(r.label.match(/([\d,]+) miles/)?.[1]?.replace(/,/g, ""))).toBeLessThanOrEqual(balance);
  }
  await toggle.click();
  await expect(page.getByTestId("result-count")).not.toContainText(" of ");
});

test("a typed Chase balance pays Hyatt stays by transfer, and each rate's value sits beside the user's", async ({
  page,
}) => {
  await signUp(page, "points-hotel");
  await page.goto("/accounts");
  await page.getByRole("button", { name: "Add a balance" }).click();
  const form = page.getByRole("form", { name: "Add a balance" });
  await form.getByLabel("Program").fill("Chase Ultimate Rewards");
  // More than any Hyatt stay costs: every hotel is bookable by transfer (Chase → Hyatt 1:1, instant).
  await form.getByLabel("Balance").fill("2,000,000");
  await form.getByRole("button", { name: "Add balance" }).click();
  await expect(page.getByRole("list", { name: "Typed-in balances" }).getByRole("listitem")).toHaveCount(1);

  await page.goto("/hotels");
  await page.getByLabel("Programs").fill("hyatt");
  await page.getByRole("option", { name: /World of Hyatt/ }).click();
  await page.getByLabel("Destination", { exact: true }).fill("Paris, France");
  await pickDate(page, "Check-in", inDays(20));
  await pickDate(page, "Check-out", inDays(23));
  // Two rooms: hotel points are per room, so the stay takes twice a room's points.
  await page.getByLabel("Rooms", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("The program finished")).toBeVisible({ timeout: 30_000 });

  // Best value first: the first hotel has a cash price, so its rates have a value per point.
  await page.getByLabel("Sort by").selectOption({ label: "Value per point" });
  const cards = page.getByRole("list", { name: "Hotels" }).getByRole("article");
  const first = cards.first();
  await expect(first.getByTestId("pay-with-points").first()).toContainText(
    /Transfer [\d,]+ Chase Ultimate Rewards → Hyatt \(1:1, instant\) — you would have [\d,]+ left/,
  );
  // For both rooms and per room: Chase moves in 1,000s, so each is the stay's points rounded up.
  const perNight = Number(
    (await first.getAttribute("aria-label"))?.match(/([\d,]+) points per night/)?.[1]?.replace(/,/g, ""),
  );
  const room = perNight * 3;
  const sent = (points: number) => (Math.ceil(points / 1000) * 1000).toLocaleString("en-US");
  const pay = first.getByTestId("pay-with-points").first();
  await expect(pay).toContainText(
    `For both rooms: Transfer ${sent(2 * room)} Chase Ultimate Rewards → Hyatt`,
  );
  await expect(pay).toContainText(`Per room: Transfer ${sent(room)} Chase Ultimate Rewards → Hyatt`);
  const total = Number((await page.getByTestId("result-count").textContent())?.match(/(\d+) hotels/)?.[1]);
  await expect(page.getByRole("button", { name: `Bookable with my points (${total})` })).toBeVisible();
  await first.getByRole("button", { name: /Rooms and rates/ }).click();
  // The default value of a Hyatt point (TPG, lib/valuations/default-point-values.ts) is 1.7¢.
  await expect(first.getByTestId("value-beside-yours").first()).toHaveText(
    /^[\d.]+¢ per point — (above|below|the same as) your 1\.7¢$/,
  );
});

test("a typed Citi balance reaches Virgin Atlantic by a transfer whose 2017 source is named, on Accounts and on every route", async ({
  page,
}) => {
  await signUp(page, "points-citi");
  await page.goto("/accounts");
  await page.getByRole("button", { name: "Add a balance" }).click();
  const form = page.getByRole("form", { name: "Add a balance" });
  await form.getByLabel("Program").fill("Citi ThankYou Points");
  // More than any Virgin Atlantic route costs: every route is bookable by transfer.
  await form.getByLabel("Balance").fill("2,000,000");
  await form.getByRole("button", { name: "Add balance" }).click();
  const typed = page.getByRole("list", { name: "Typed-in balances" }).getByRole("listitem");
  await expect(typed).toHaveCount(1);

  // Points → where they reach: the partner table, each old row saying its page's date.
  await typed.getByText(/^Where these points reach \(\d+ programs\)$/).click();
  const virgin = typed.getByRole("row", { name: /Virgin Atlantic Flying Club/ });
  await expect(virgin).toContainText("1:1");
  await expect(virgin).toContainText("1–2 days");
  await expect(virgin).toContainText("Published Dec 2017: check before transferring");
  await expect(typed.getByRole("row", { name: /Emirates Skywards/ })).toContainText("5:4");

  await page.goto("/flights");
  await page.getByLabel("Programs").fill("virgin");
  await expect(page.getByRole("option", { name: /Virgin Atlantic Flying Club/ })).toContainText(
    "reachable by transfer from Citi (1:1)",
  );
  await page.getByRole("option", { name: /Virgin Atlantic Flying Club/ }).click();
  await page.getByLabel("From", { exact: true }).fill("JFK");
  await page.getByLabel("To", { exact: true }).fill("LHR");
  await pickDate(page, "Date", inDays(45));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("The program finished")).toBeVisible({ timeout: 30_000 });

  const cards = page.getByRole("list", { name: "Routes" }).getByRole("article");
  await expect(cards.first().getByTestId("pay-with-points")).toContainText(
    /Transfer [\d,]+ Citi ThankYou Points → Virgin Atlantic \(1:1, 1–2 days; as published Dec 2017, check before transferring\) — you would have [\d,]+ left/,
  );
  const total = Number(
    (await page.getByTestId("result-count").textContent())?.match(/([\d,]+) routes/)?.[1]?.replace(/,/g, ""),
  );
  await expect(page.getByRole("button", { name: `Bookable with my points (${total})` })).toBeVisible();
});

test("a typed cash fare gives every United route its value per point, kept with the search", async ({
  page,
}) => {
  await signUp(page, "points-fare");
  await page.goto("/flights");
  await page.getByLabel("Programs").fill("united");
  await page.getByRole("option", { name: /United Airlines MileagePlus/ }).click();
  await page.getByLabel("From", { exact: true }).fill("JFK");
  await page.getByLabel("To", { exact: true }).fill("LHR");
  await pickDate(page, "Date", inDays(40));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("The program finished")).toBeVisible({ timeout: 30_000 });
  const searchId = new URL(page.url()).searchParams.get("search");
  expect(searchId).toBeTruthy();

  const form = page.getByRole("form", { name: "Cash fare" });
  const fare = form.getByLabel(/^Cash fare/);
  const cards = page.getByRole("list", { name: "Routes" }).getByRole("article");
  // Bad input: an error by the field, nothing stored, no value shown.
  await fare.fill("0");
  await form.getByRole("button", { name: "Save fare" }).click();
  await expect(form.getByText("A cash fare must be more than 0")).toBeVisible();
  await expect(fare).toHaveAttribute("aria-invalid", "true");
  const refused = await page.request.patch(`/api/flights/searches/${searchId}`, {
    data: { cashFare: 250_000 },
  });
  expect(refused.status()).toBe(400);
  expect(
    ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.cashFare,
  ).toBe("That is more than any fare: at most 100,000");
  await expect(cards.first().getByTestId("value-beside-yours")).toHaveCount(0);

  await fare.fill("1,500");
  await form.getByRole("button", { name: "Save fare" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved");
  // (1,500 − the route's taxes) ÷ its miles, in cents to one decimal, beside the default United value.
  const first = cards.first();
  const miles = Number(
    (await first.getAttribute("aria-label"))?.match(/([\d,]+) miles/)?.[1]?.replace(/,/g, ""),
  );
  const taxes = Number(
    (await first.getByTestId("route-price").textContent())
      ?.match(/\+ USD\s([\d,.]+) taxes/)?.[1]
      ?.replace(/,/g, ""),
  );
  expect(miles).toBeGreaterThan(0);
  const cents = (Math.round(((1500 - taxes) * 100 * 10) / miles) / 10).toFixed(1);
  await expect(first.getByTestId("value-beside-yours")).toHaveText(
    new RegExp(`^${cents.replace(".", "\\.")}¢ per point — (above|below|the same as) your 1\\.5¢$`),
  ); // United: 1.5¢ by default (lib/valuations/default-point-values.ts)
  const routes = await cards.count();
  await expect(page.getByTestId("value-beside-yours")).toHaveCount(routes);

  // Reopened from the search history, the search still has its fare and its values.
  await page.goto("/flights");
  await page.getByRole("region", { name: "Search history" }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`search=${searchId}`));
  await expect(page.getByRole("form", { name: "Cash fare" }).getByLabel(/^Cash fare/)).toHaveValue("1,500");
  await expect(cards.first().getByTestId("value-beside-yours")).toHaveText(
    /^[\d.]+¢ per point — (above|below|the same as) your [\d.]+¢$/,
  );

  // Empty clears it.
  await page
    .getByRole("form", { name: "Cash fare" })
    .getByLabel(/^Cash fare/)
    .fill("");
  await page.getByRole("form", { name: "Cash fare" }).getByRole("button", { name: "Save fare" }).click();
  await expect(page.getByRole("form", { name: "Cash fare" }).getByRole("status")).toHaveText("Cleared");
  await expect(page.getByTestId("value-beside-yours")).toHaveCount(0);
});
