// Issue 34 item 11, the rough edges a new user hit: a far flight date is typed (a day 330 days out
// took 11 clicks), checked by the same rules as a picked one; "airfare" finds a card; and at 390 px a
// timeline row keeps its confirmation number whole, as printed (HQL-559102), a train names its
// operator and a hotel name carrying markup shows as its text.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { typeDate } from "./fixtures/pick-date";
import { throughLib, userIdOf } from "./fixtures/through-lib";
import { signUp } from "./fixtures/sign-up";

const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000);
const usDate = (d: Date) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
const inWords = (d: Date) =>
  d.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric" });

test("a flight date is typed instead of clicked to, and checked by the same rules", async ({ page }) => {
  await page.goto("/flights");
  const date = page.getByLabel("Date", { exact: true });
  const search = page.getByRole("button", { name: "Search", exact: true });

  const far = dayFromToday(330);
  await typeDate(page, "Date", usDate(far));
  await expect(date).toHaveValue(inWords(far));
  await search.click();
  await expect(
    page.getByText(/Pick a date|Enter the date as|is not a real date|in the past|too far ahead/),
  ).toHaveCount(0);

  await typeDate(page, "Date", "2027-02-30");
  await search.click();
  await expect(page.getByText("2027-02-30 is not a real date")).toBeVisible();

  await typeDate(page, "Date", usDate(dayFromToday(400)));
  await search.click();
  await expect(page.getByText(/The date is too far ahead/)).toBeVisible();

  await typeDate(page, "Date", "next week");
  await search.click();
  await expect(page.getByText("Enter the date as YYYY-MM-DD")).toBeVisible();

  // The calendar is still there.
  await page.getByRole("button", { name: "Date: open the calendar" }).click();
  await expect(page.getByRole("dialog", { name: "Choose a date" })).toBeVisible();
});

test("airfare finds cards with an airline bonus", async ({ page }) => {
  await page.goto("/cards");
  await page.getByLabel("Where are you paying?").fill("airfare");
  await page.getByRole("button", { name: "Find best card" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("airfare");
  await expect(page.getByRole("list", { name: "Ranked cards" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText(/Airlines/).first()).toBeVisible();
});

test.describe("timeline at 390 px", () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  test("rows keep the whole confirmation number as printed, trains name their operator, hotel names show as text", async ({
    page,
  }) => {
    const email = await signUp(page, `rough-${randomBytes(3).toString("hex")}`);
    const y = new Date().getUTCFullYear() + 1;
    const rows = [
      {
        type: "hotelReservation",
        hotelName: "<b>Hotel</b> Lisboa Plaza",
        address: { city: "Lisbon", countryCode: "PT", timezoneId: "Europe/Lisbon" },
        checkInDate: `${y}-03-16`,
        checkOutDate: `${y}-03-19`,
        confirmationNumbers: [{ number: "HQL-559102" }],
        guests: [{ name: "Jane Doe" }],
      },
      {
        type: "train",
        providerInfo: { name: "Eurostar" },
        confirmationNumbers: [{ number: "QWZRTB" }],
        travelers: [{ name: "Jane Doe" }],
        segments: [
          {
            scheduleNumber: "9014",
            departure: {
              name: "London St Pancras",
              localDateTime: `${y}-03-12T08:01:00`,
              address: { city: "London", timezoneId: "Europe/London" },
            },
            arrival: {
              name: "Paris Gare du Nord",
              localDateTime: `${y}-03-12T11:20:00`,
              address: { city: "Paris", timezoneId: "Europe/Paris" },
            },
          },
        ],
      },
    ];
    await throughLib("e2e/fixtures/lib-seeds.ts", "seedEmailItineraries", await userIdOf(email), rows);
    await page.goto("/timeline");
    const hotel = page.getByTestId("timeline-item").filter({ hasText: "Hotel Lisboa Plaza" });
    await expect(hotel).toContainText("Hotel Lisboa Plaza · 3 nights");
    await expect(page.getByText("<b>")).toHaveCount(0);
    const confirmation = hotel.getByTestId("item-confirmation");
    await expect(confirmation).toHaveText("· HQL-559102");
    // Whole and inside the row: not cut off by the row's edge or an ellipsis.
    const [row, conf] = [await hotel.boundingBox(), await confirmation.boundingBox()];
    expect(conf!.x + conf!.width).toBeLessThanOrEqual(row!.x + row!.width);
    expect(await confirmation.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(
      page.getByTestId("timeline-item").filter({ hasText: "Eurostar 9014 London → Paris" }),
    ).toBeVisible();
  });
});

test("an object that does not exist, or is another user's, answers 404 with the not-found page", async ({
  page,
  request,
}) => {
  for (const path of [
    "/accounts/no-such-account",
    "/inbox/no-such-email",
    "/business/people/no-such-person",
    "/business/accounts/no-such-account",
    "/cards/999999999",
    "/accounts/link/no-such-program",
    "/no-such-page",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  await page.goto("/accounts/no-such-account");
  await expect(page.getByRole("link", { name: "Accounts" }).first()).toBeVisible(); // the signed-in shell
});
