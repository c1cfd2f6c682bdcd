// The timeline end to end: a new traveller's rows from two sources become trips and merged items,
// an item opens with its details, a cancelled one is struck through, the trip map and rename,
// the calendar feed (fetched through its subscribe link) and its reset, 390 px, and a second
// user reaches neither the items nor the feed.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { throughLib, userIdOf } from "./fixtures/through-lib";
import { signUp } from "./fixtures/sign-up";

test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] } });

const Y = new Date().getUTCFullYear() + 1;
/** Boston's zone abbreviation at the outbound's departure (20:30 local on March 9 of Y): "EST", but
 *  "EDT" in the years US daylight time has begun by then (it starts on the second Sunday of March:
 *  Y = 2031, 2036, 2037 — runs in 2030, 2035 and 2036). 01:30 UTC on March 10 is 20:30 EST or 21:30 EDT. */
const BOS_ZONE = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "short" })
  .formatToParts(new Date(Date.UTC(Y, 2, 10, 1, 30)))
  .find((p) => p.type === "timeZoneName")!.value;
const tag = randomBytes(4).toString("hex");
const owner = `timeline-${tag}@example.test`;
const intruder = `timeline-other-${tag}@example.test`;
/** The outbound's rows, from the loyalty account's answer and from its email (set by seedRows). */
let outboundRow = "";
let outboundEmailRow = "";

const flight = (n: string, from: string, to: string, dep: string, arr: string, extra: object = {}) => ({
  type: "flight",
  confirmationNumbers: [{ number: "KX7Q2P", isPrimary: true, description: "Booking reference" }],
  travelers: [{ name: "DOE/JOHN MR", ticketNumbers: [{ number: "1082412345678", masked: false }] }],
  segments: [
    {
      departure: { airportCode: from, localDateTime: dep },
      arrival: { airportCode: to, localDateTime: arr },
      marketingCarrier: { airline: { name: "Icelandair", iata: "FI" }, flightNumber: n },
    },
  ],
  ...extra,
});

async function seedRows(email: string) {
  const rows: [string, object][] = [
    ["loyalty", flight("630", "BOS", "KEF", `${Y}-03-09T20:30:00`, `${Y}-03-10T06:10:00`)],
    [
      "email",
      flight("630", "BOS", "KEF", `${Y}-03-09T20:30:00`, `${Y}-03-10T06:10:00`, {
        segments: [
          {
            departure: { airportCode: "BOS", terminal: "E", localDateTime: `${Y}-03-09T20:30:00` },
            arrival: { airportCode: "KEF", localDateTime: `${Y}-03-10T06:10:00` },
            marketingCarrier: { airline: { name: "Icelandair", iata: "FI" }, flightNumber: "630" },
            aircraft: { name: "Boeing 757-200" },
            cabin: "Saga Premium",
            bookingCode: "J",
          },
        ],
      }),
    ],
    [
      "email",
      {
        type: "hotelReservation",
        hotelName: "Hotel Borg",
        address: {
          text: "Pósthússtræti 11, 101 Reykjavík",
          city: "Reykjavík",
          countryCode: "IS",
          timezoneId: "Atlantic/Reykjavik",
        },
        checkInDate: `${Y}-03-10`,
        checkOutDate: `${Y}-03-14`,
        confirmationNumbers: [{ number: "HB-5521" }],
        guests: [{ name: "John Doe" }],
        phone: "+354 551 1440",
        cancellationPolicy: "Free cancellation until 48 hours before arrival.",
      },
    ],
    [
      "email",
      flight("631", "KEF", "BOS", `${Y}-03-14T17:00:00`, `${Y}-03-14T19:05:00`, { status: "Cancelled" }),
    ],
  ];
  // In this order, as a traveller's sources would bring them: the account's answer first, then three
  // emails, each a newer source than the one before (the cancellation last).
  const userId = await userIdOf(email);
  const [account] = await throughLib<{ itineraryIds: string[] }[]>(
    "e2e/fixtures/lib-seeds.ts",
    "seedAccounts",
    userId,
    [{ providerCode: "aa", login: `timeline-${tag}`, result: { itineraries: [rows[0]![1]] } }],
  );
  const emailRows = await throughLib<string[]>(
    "e2e/fixtures/lib-seeds.ts",
    "seedEmailItineraries",
    userId,
    rows.slice(1).map(([, data]) => data),
  );
  outboundRow = account!.itineraryIds[0]!;
  outboundEmailRow = emailRows[0]!;
}

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

let feedUrl = "";

test("an empty timeline says how to add trips", async ({ page }) => {
  await signUp(page, "timeline", { email: owner });
  await page.goto("/timeline");
  await expect(page.getByRole("heading", { name: "No trips yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Link a loyalty account" })).toHaveAttribute(
    "href",
    "/accounts/link",
  );
});

test("trips with merged items, an item opened, a cancelled one struck through", async ({ page }) => {
  await seedRows(owner);
  await signIn(page, owner);
  await page.goto("/timeline");
  await expect(page.getByRole("heading", { name: `Reykjavík, March ${Y}` })).toBeVisible();
  const items = page.getByTestId("timeline-item");
  await expect(items).toHaveCount(3);
  const out = items.filter({ hasText: "FI 630 Boston → Reykjavík" });
  await expect(out).toContainText("from 2 sources");
  await expect(out).toContainText(`20:30 ${BOS_ZONE} → 06:10 GMT`);
  await expect(out).toContainText("+1");
  await expect(items.filter({ hasText: "Hotel Borg · 4 nights" })).toBeVisible();
  const back = items.filter({ hasText: "FI 631 Reykjavík → Boston" });
  await expect(back).toContainText("Cancelled");
  await expect(back.getByText("FI 631 Reykjavík → Boston")).toHaveCSS("text-decoration-line", "line-through");

  await out.click();
  await expect(page).toHaveURL(new RegExp(`item=${outboundRow}`));
  const details = page.getByRole("region", { name: "Item details" });
  await expect(details).toContainText("KX7Q2P (Booking reference)");
  await expect(details).toContainText("terminal E");
  await expect(details).toContainText("Boeing 757-200");
  await expect(details).toContainText("Saga Premium");
  await expect(details).toContainText("John Doe · ticket 1082412345678");
  await expect(details).toContainText("Merged from 2 sources");
  // Times in words, as on the list: the place's clock and zone with the year; sources in the viewer's zone.
  await expect(details).toContainText(new RegExp(`[A-Z][a-z]{2}, Mar 9, ${Y} · 20:30 ${BOS_ZONE}`));
  await expect(details).toContainText(/updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(details).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  // opened by the email row's id too: the same item
  await page.goto(`/timeline?item=${outboundEmailRow}`);
  await expect(page.getByRole("region", { name: "Item details" })).toContainText("FI 630 Boston → Reykjavík");
});

test("trip map and rename", async ({ page }) => {
  await signIn(page, owner);
  await page.goto("/timeline");
  await page.getByRole("link", { name: `Map & edit Reykjavík, March ${Y}` }).click();
  await expect(page.getByRole("img", { name: `Map of Reykjavík, March ${Y}` })).toBeVisible();
  await expect(page.getByTestId("flight-arc")).toHaveCount(2);
  await page.getByLabel("Trip name").fill("Aurora hunt");
  await page.getByRole("button", { name: "Rename trip" }).click();
  await expect(page.getByRole("heading", { name: "Aurora hunt" }).first()).toBeVisible();
  await page.goto("/timeline");
  await expect(page.getByRole("heading", { name: "Aurora hunt" })).toBeVisible();
});

test("trip editing: an item moved into a trip of its own and merged back; edited trips stay as edited", async ({
  page,
}) => {
  await signIn(page, owner);
  await page.goto("/timeline");
  await page.getByTestId("timeline-item").filter({ hasText: "Hotel Borg · 4 nights" }).click();
  const details = page.getByRole("region", { name: "Item details" });
  // The middle item of its trip: it can only go into a trip of its own (trips never overlap).
  await expect(details.getByRole("button", { name: "Move to previous trip" })).toHaveCount(0);
  await details.getByRole("button", { name: "Put in a trip of its own" }).click();
  const panel = page.getByRole("region", { name: "Trip" });
  await expect(panel.getByRole("heading", { name: `Reykjavík, March ${Y}` })).toBeVisible();
  await expect(panel).toContainText("not regrouped automatically");
  const list = page.getByRole("list", { name: "Trips" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Aurora hunt", `Reykjavík, March ${Y}`]);
  // Merged back into the trip before it, which keeps the name the user gave it.
  await panel.getByRole("button", { name: "Merge with previous trip" }).click();
  await expect(
    page.getByRole("region", { name: "Trip" }).getByRole("heading", { name: "Aurora hunt" }),
  ).toBeVisible();
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Aurora hunt"]);
  await expect(page.getByTestId("timeline-item")).toHaveCount(3);
  // The last item goes to the trip after it only if there is one.
  await page.getByTestId("timeline-item").filter({ hasText: "FI 631" }).click();
  await expect(
    page.getByRole("region", { name: "Item details" }).getByRole("button", { name: "Move to next trip" }),
  ).toHaveCount(0);
});

test("the calendar feed: subscribe link works, reset retires the old address", async ({ page }) => {
  await signIn(page, owner);
  await page.goto("/timeline");
  const https = await page.getByRole("link", { name: "Calendar feed" }).getAttribute("href");
  const webcal = await page
    .getByRole("link", { name: "Subscribe in your calendar app" })
    .getAttribute("href");
  expect(webcal).toBe(https!.replace(/^https?:/, "webcal:"));
  // What a calendar app does with webcal://: fetch the same address over http(s), without a session.
  const feed = await page.request.get(webcal!.replace(/^webcal:/, "http:"), { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const ics = await feed.text();
  expect(ics).toContain("BEGIN:VTIMEZONE");
  expect(ics).toContain("DTSTART;TZID=America/New_York:");
  expect(ics).toContain("SUMMARY:FI 630 Boston → Reykjavík");
  expect(ics).toContain("STATUS:CANCELLED");
  feedUrl = https!;

  await page.getByText("Reset feed address").click();
  await page.getByRole("button", { name: "Yes, reset the address" }).click();
  await expect(page.getByRole("status")).toContainText("new address");
  await expect(page.getByRole("link", { name: "Calendar feed" })).not.toHaveAttribute("href", https!);
  expect((await page.request.get(https!)).status()).toBe(404);
  const fresh = await page.getByRole("link", { name: "Calendar feed" }).getAttribute("href");
  expect((await page.request.get(fresh!)).status()).toBe(200);
  feedUrl = fresh!;
});

test("at 390 px the timeline fits the screen", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner);
  await page.goto(`/timeline?item=${outboundRow}`);
  await expect(page.getByRole("region", { name: "Item details" })).toBeVisible();
  await expect(page.getByTestId("timeline-item").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath("timeline-390.png"), fullPage: true });
});

test("a second user reaches neither the items nor the first user's trips through their own feed", async ({
  page,
}) => {
  await signUp(page, "timeline", { email: intruder });
  await page.goto(`/timeline?item=${outboundRow}`);
  await expect(page.getByText("That item is not on your timeline")).toBeVisible();
  await expect(page.getByRole("region", { name: "Item details" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No trips yet" })).toBeVisible();
  const own = await page.getByRole("link", { name: "Calendar feed" }).getAttribute("href");
  expect(own).not.toBe(feedUrl);
  const ics = await (await page.request.get(own!)).text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).not.toContain("FI 630");
  // a made-up token and the other user's trip through the API
  expect(
    (
      await page.request.get(own!.replace(/calendar\/[^/]+$/, "calendar/not-a-real-token-000000000.ics"))
    ).status(),
  ).toBe(404);
  const rename = await page.request.patch("/api/timeline/trips/anything", { data: { name: "Mine" } });
  expect(rename.status()).toBe(404);
});

// Issue 34: every segment of a connection is its own item (the second leg used to open the first).
// The booking as the email parser reads simulator/samples/emails/delta-connection-codeshare-two-travelers.eml.
const traveller = `timeline-connection-${tag}@example.test`;
/** The connection's timeline row (set when its email is seeded). */
let connectionRow = "";
const airport = (code: string, name: string, city: string, zone: string, local: string) => ({
  airportCode: code,
  name,
  localDateTime: local,
  address: { city, timezoneId: zone },
});
const connection = {
  type: "flight",
  confirmationNumbers: [{ number: "HX7K2P", isPrimary: true }],
  status: "confirmed",
  travelers: [
    {
      name: "Alex Morgan",
      seats: [
        { seatNumber: "21A", segmentNumber: 0 },
        { seatNumber: "12A", segmentNumber: 1 },
      ],
    },
    {
      name: "Sam Morgan",
      seats: [
        { seatNumber: "21B", segmentNumber: 0 },
        { seatNumber: "12C", segmentNumber: 1 },
      ],
    },
  ],
  segments: [
    {
      departure: airport(
        "JFK",
        "John F. Kennedy International Airport",
        "New York",
        "America/New_York",
        `${Y}-12-18T18:30:00`,
      ),
      arrival: airport(
        "AMS",
        "Amsterdam Airport Schiphol",
        "Amsterdam",
        "Europe/Amsterdam",
        `${Y}-12-19T07:55:00`,
      ),
      marketingCarrier: { airline: { name: "Delta Air Lines", iata: "DL" }, flightNumber: "48" },
      aircraft: { name: "Airbus A330-900neo", iataCode: "339" },
      seats: ["21A", "21B"],
    },
    {
      departure: airport(
        "AMS",
        "Amsterdam Airport Schiphol",
        "Amsterdam",
        "Europe/Amsterdam",
        `${Y}-12-19T10:05:00`,
      ),
      arrival: airport("NCE", "Nice Côte d'Azur Airport", "Nice", "Europe/Paris", `${Y}-12-19T12:10:00`),
      marketingCarrier: {
        airline: { name: "Delta Air Lines", iata: "DL" },
        flightNumber: "9536",
        isCodeshare: true,
      },
      operatingCarrier: { airline: { name: "KLM Royal Dutch Airlines", iata: "KL" }, flightNumber: "1263" },
      aircraft: { name: "Embraer 190", iataCode: "E90" },
      seats: ["12A", "12C"],
    },
  ],
};

test("a connection's second leg opens as its own item with its seats, aircraft and operator; the feed links to each leg", async ({
  page,
}) => {
  await signUp(page, "timeline", { email: traveller });
  connectionRow = (
    await throughLib<string[]>(
      "e2e/fixtures/lib-seeds.ts",
      "seedEmailItineraries",
      await userIdOf(traveller),
      [connection],
    )
  )[0]!;
  await page.goto("/timeline");
  const items = page.getByTestId("timeline-item");
  await expect(items).toHaveCount(2);
  await items.filter({ hasText: "DL 9536" }).click();
  await expect(page).toHaveURL(new RegExp(`item=${connectionRow}%231`));
  const details = page.getByRole("region", { name: "Item details" });
  await expect(details.getByRole("heading", { level: 2 })).toHaveText("DL 9536 Amsterdam → Nice");
  await expect(details).toContainText("Operated by");
  await expect(details).toContainText("KLM Royal Dutch Airlines 1263");
  await expect(details).toContainText("Embraer 190");
  await expect(details).toContainText("Alex Morgan · seat 12A");
  await expect(details).toContainText("Sam Morgan · seat 12C");
  await expect(details).not.toContainText("21A");

  // The address itself (shared, bookmarked) opens the same leg; the row alone opens the first leg.
  await page.goto(`/timeline?item=${connectionRow}%231`);
  await expect(
    page.getByRole("region", { name: "Item details" }).getByRole("heading", { level: 2 }),
  ).toHaveText("DL 9536 Amsterdam → Nice");
  await expect(page.getByText("That item is not on your timeline")).toHaveCount(0);
  await page.goto(`/timeline?item=${connectionRow}`);
  await expect(
    page.getByRole("region", { name: "Item details" }).getByRole("heading", { level: 2 }),
  ).toHaveText("DL 48 New York → Amsterdam");
  await expect(page.getByRole("region", { name: "Item details" })).toContainText("Alex Morgan · seat 21A");

  // The calendar feed: each leg links to itself; DTEND in the arrival's zone.
  const feed = await page.request.get(
    (await page.getByRole("link", { name: "Calendar feed" }).getAttribute("href"))!,
    { headers: { cookie: "" } },
  );
  const ics = (await feed.text()).replace(/\r\n /g, "");
  expect(ics).toContain(`/timeline?item=${connectionRow}%230`);
  expect(ics).toContain(`/timeline?item=${connectionRow}%231`);
  expect(ics).toContain(`DTEND;TZID=Europe/Amsterdam:${Y}1219T075500`);
});
