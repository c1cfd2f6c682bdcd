// The accounts list of a traveller with many programs: 25 cards at a time with "Show more", a
// filter on name, kind or number, and an order by value or expiration; the totals count them all.
// The home page's elite panel shows the highest levels, not all 30.
import { expect, test } from "@playwright/test";
import { throughLib, userIdOf } from "./fixtures/through-lib";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });

const CODES = [
  "aa",
  "delta",
  "united",
  "british",
  "airfrance",
  "ana",
  "marriott",
  "hhonors",
  "ichotelsgroup",
  "hyatt",
];

test("many accounts: 25 at a time, a filter and an order; the home page's elite panel stays short", async ({
  page,
}) => {
  const email = await signUp(page, "many");
  // 30 linked accounts, three per program, each with its check's answer (balance, expiration, level).
  await throughLib(
    "e2e/fixtures/lib-seeds.ts",
    "seedAccounts",
    await userIdOf(email),
    Array.from({ length: 30 }, (_, i) => ({
      providerCode: CODES[i % CODES.length],
      login: `member-${1000 + i}`,
      result: {
        balance: 1000 * (i + 1),
        expirationDate: `2027-${String((i % 12) + 1).padStart(2, "0")}-15`,
        eliteLevel: i === 17 ? 3 : i % 3,
      },
    })),
  );

  await page.goto("/accounts");
  const list = page.getByRole("list", { name: "Linked accounts" });
  const status = page.getByRole("status").filter({ hasText: /accounts|account matches/ });
  await expect(status).toHaveText("Showing 25 of 30 accounts");
  await expect(list.getByRole("listitem")).toHaveCount(25);
  await page.getByRole("button", { name: "Show 5 more (5 not shown)" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(30);
  await expect(status).toHaveText("30 accounts");

  // Filter: by program name, by kind, by account number; nothing found is said.
  const filter = page.getByLabel("Filter accounts");
  await filter.fill("hyatt");
  await expect(status).toHaveText("3 of 30 accounts match");
  await expect(list.getByRole("listitem")).toHaveCount(3);
  for (const item of await list.getByRole("listitem").all()) await expect(item).toContainText("Hyatt");
  await filter.fill("hotel");
  await expect(status).toHaveText("12 of 30 accounts match");
  await filter.fill("no such program");
  await expect(status).toHaveText("No account matches “no such program”.");
  await filter.fill("");

  // Order by value: the first cards are worth the most.
  await page.getByLabel("Order").selectOption({ label: "Value, highest first" });
  const values = async () =>
    (await list.getByText(/^≈ \$/).allTextContents())
      .slice(0, 5)
      .map((t) => Number(t.replace(/[^0-9.]/g, "")));
  await expect
    .poll(async () => {
      const v = await values();
      return v.length === 5 && v.every((x, i) => i === 0 || v[i - 1]! >= x);
    })
    .toBe(true);
  // Order by expiration: January's first.
  await page.getByLabel("Order").selectOption({ label: "Expiring soonest" });
  await expect(list.getByRole("listitem").first()).toContainText("Expires Jan 15, 2027");
  // The order is kept in the address: a reload (or a link to it) keeps it.
  await expect(page).toHaveURL(/\/accounts\?order=expiring$/);
  await page.reload();
  await expect(page.getByLabel("Order")).toHaveValue("expiring");
  await expect(list.getByRole("listitem").first()).toContainText("Expires Jan 15, 2027");

  // Home: six programs with status, the highest level first (the one account at level 3), and a count of the rest.
  await page.goto("/dashboard");
  const elite = page.getByRole("region", { name: "Elite status" });
  await expect(elite.getByRole("link", { name: /\(|Bonvoy|Honors|Rewards|Hyatt/ })).toHaveCount(6);
  await expect(elite).toContainText("24 more programs with status on Accounts");
  await expect(elite.getByRole("listitem").first()).toContainText("Level 3");
});

// "Expires soon" (within 90 days) counts from the traveller's today, not the server's date in UTC:
// the browser is put where the date differs from UTC's right now (UTC−12 before noon UTC, UTC+14
// after). Of two accounts expiring 90 and 91 days from today here, only the first is highlighted;
// counted from UTC's date, one of them would be wrong whichever side of UTC the zone is.
test.describe("a traveller whose date is not UTC's", () => {
  const zone = new Date().getUTCHours() < 12 ? "Etc/GMT+12" : "Pacific/Kiritimati";
  test.use({ timezoneId: zone });

  test("an expiration 90 days from today here is highlighted and on the home page, 91 days is not", async ({
    page,
  }) => {
    const email = await signUp(page, "zone");
    const here = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
    expect(here).not.toBe(new Date().toISOString().slice(0, 10));
    const inDays = (n: number) =>
      new Date(Date.parse(`${here}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await throughLib("e2e/fixtures/lib-seeds.ts", "seedAccounts", await userIdOf(email), [
      { providerCode: "aa", login: "member-90", result: { balance: 1000, expirationDate: inDays(90) } },
      { providerCode: "delta", login: "member-91", result: { balance: 1000, expirationDate: inDays(91) } },
    ]);
    const label = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
    await page.goto("/accounts");
    const list = page.getByRole("list", { name: "Linked accounts" });
    await expect(list.getByText(`Expires ${label(inDays(90))}`)).toHaveAttribute("title", "Within 90 days");
    await expect(list.getByText(`Expires ${label(inDays(91))}`)).not.toHaveAttribute("title", /.*/);
    // The home page's card lists the same one.
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Expiring within 90 days" });
    await expect(card.getByRole("listitem")).toHaveCount(1);
    await expect(card).toContainText("American Airlines (AAdvantage)");
    await expect(card).toContainText(`on ${label(inDays(90))}`);
  });
});
