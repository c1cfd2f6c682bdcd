// Card bonuses (issue 5): best card for a category and a merchant, the wallet changing the
// ranking, browsing with filters, and a card page — against the real simulator's listing.
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;

// Each test signs in itself: e2e/.auth/demo.json is one file shared by every spec run on this
// machine, and a parallel run with another AUTH_SECRET can overwrite it mid-run.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ page }) => {
  // Hostile markup in the listing (cards 202, 404, 703) must never run: any dialog fails the test.
  page.on("dialog", (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
});

async function signIn(page: Page) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("demo@milepost.test");
  await page.getByLabel("Password").fill("milepost-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
}

async function findBest(page: Page, query: string) {
  await page.getByLabel("Where are you paying?").fill(query);
  await page.getByRole("button", { name: "Find best card" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(query);
}

const ranked = (page: Page) => page.getByRole("list", { name: "Ranked cards" }).getByRole("listitem");
const license = (page: Page) => page.getByText(/licensed for display with attribution/);

/** The worker refreshes the listing in the background: re-read the page until `check` holds. */
async function untilAfterRefresh(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 45_000, intervals: [1_000] });
}

test("best card for a category, with sanitized descriptions and the license line", async ({ page }) => {
  await signIn(page);
  await page.goto("/cards");
  await findBest(page, "groceries");
  await expect(page.getByRole("heading", { name: /Best (cards|of your cards) for Groceries/ })).toBeVisible();
  const first = ranked(page).first();
  await expect(first).toContainText("Gold Table Card");
  await expect(first).toContainText("on Groceries");
  await expect(first).toContainText("6.8¢ per $1");
  await expect(first).toContainText("1.7¢ per point");
  await expect(first).toContainText("American Express");
  // card 202's description carries <img onerror=…>: the text stays, the image does not
  await expect(first).toContainText("4x at U.S. supermarkets");
  await expect(first.locator("img")).toHaveCount(0);
  await expect(page.getByText(/licensed for display with attribution/)).toBeVisible();
  await expect(page.getByText(/Card data version .* fetched/)).toBeVisible();
});

test("best card for a merchant, and a helpful empty state for an unknown one", async ({ page }) => {
  await signIn(page);
  await page.goto("/cards");
  await findBest(page, "StreamCo");
  await expect(page.getByRole("heading", { name: /for StreamCo/ })).toBeVisible();
  const first = ranked(page).first();
  await expect(first).toContainText("Blue Cash Household® Card");
  await expect(first).toContainText("6% cash back on Streaming services");
  await expect(license(page)).toBeVisible();

  // A store people know that the listing does not name is read as its usual category, and said so.
  await findBest(page, "Whole Foods Market");
  await expect(page.getByRole("heading", { name: /for Groceries/ })).toBeVisible();
  await expect(page.getByText("Whole Foods is usually filed under Groceries")).toBeVisible();
  await expect(ranked(page).first()).toContainText("on Groceries");

  await findBest(page, "spaceships");
  await expect(page.getByText("No card lists a bonus for “spaceships”")).toBeVisible();
  await page.getByRole("link", { name: "Groceries", exact: true }).click();
  await expect(page.getByRole("heading", { name: /for Groceries/ })).toBeVisible();
});

test.describe("a new user's wallet", () => {
  test("marking cards as mine limits and changes the ranking", async ({ page }) => {
    await signUp(page, "cards");

    // "All cards" stays in the URL while marking, so every card stays on the list.
    await page.goto("/cards?q=groceries&scope=all");
    await expect(page.getByRole("link", { name: "My cards (0)" })).toBeVisible();
    await expect(ranked(page).first()).toContainText("Gold Table Card");

    await page.getByRole("button", { name: "Add Custom Cash Flex℠ Card to my cards" }).click();
    await expect(page.getByRole("link", { name: "My cards (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Add Strata Summit℠ Card to my cards" }).click();
    await expect(page.getByRole("link", { name: "My cards (2)" })).toBeVisible();

    // With cards marked, the ranking is limited to them by default.
    await page.goto("/cards?q=groceries");
    await expect(page.getByRole("heading", { name: "Best of your cards for Groceries" })).toBeVisible();
    await expect(ranked(page)).toHaveCount(2);
    await expect(ranked(page).first()).toContainText("Custom Cash Flex℠ Card");
    await expect(ranked(page).nth(1)).toContainText("Strata Summit℠ Card");

    await page.getByRole("link", { name: "All cards" }).click();
    await expect(page.getByRole("heading", { name: "Best cards for Groceries" })).toBeVisible();
    await expect(ranked(page).first()).toContainText("Gold Table Card");
    await expect(
      page.getByRole("button", { name: "Remove Custom Cash Flex℠ Card from my cards" }),
    ).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: "My cards (2)" }).click();
    await expect(page.getByRole("heading", { name: "Best of your cards for Groceries" })).toBeVisible();
    await expect(ranked(page)).toHaveCount(2);
  });
});

test("browse with filters and open a card page", async ({ page }) => {
  await signIn(page);
  await page.goto("/cards/browse");
  const cards = page.getByRole("list", { name: "Cards" }).getByRole("listitem");
  const count = page.getByText(/^\d+ of \d+ cards$/);
  await expect(count).toContainText(/of (6\d) cards/);
  await expect(license(page)).toBeVisible();
  const allShown = await cards.count();

  await page.getByLabel("Show discontinued", { exact: true }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(cards).not.toHaveCount(allShown);

  await page.getByLabel("Bank", { exact: true }).selectOption("American Express");
  await page.getByLabel("Earns", { exact: true }).selectOption("points");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/bank=American/);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("American Express · ");

  await page.getByRole("link", { name: "Gold Table Card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gold Table Card" })).toBeVisible();
  await expect(page).toHaveTitle(/^Gold Table Card · /);
  // No dated bonus on this card: the calendar says so instead of drawing an empty track.
  await expect(page.getByRole("region", { name: "Seasonal bonuses calendar" })).toContainText(
    "None: every rate below applies all year.",
  );
  await expect(page.getByText("Membership Rewards points")).toBeVisible();
  await expect(page.getByText("1.7¢ per point")).toBeVisible();
  await expect(page.getByRole("region", { name: "Categories" })).toContainText("Groceries");
  await expect(page.getByRole("region", { name: "Merchant groups" })).toContainText(
    "BeanHouse, Daily Grind Coffee",
  );
  await expect(page.getByText(/licensed for display with attribution/)).toBeVisible();

  // A card with rotating quarterly bonuses: the calendar strip and the history of ended ones.
  await page.goto("/cards/103");
  await expect(page.getByRole("heading", { level: 1, name: "Freedom Quarterly® Card" })).toBeVisible();
  const strip = page.getByRole("figure", { name: /Seasonal bonuses in \d{4}/ });
  await expect(strip.getByRole("img").first()).toBeVisible();
  await expect(strip).toContainText("now");
  // The history view (showExpiredBonuses=true): ended quarters move out of the lists into it.
  const history = page.getByRole("region", { name: "Past bonuses" });
  await expect(history.getByRole("listitem").first()).toContainText(/Ended · \w{3} \d+, \d{4} – /);
  await expect(page.getByRole("region", { name: "Categories" })).not.toContainText("Ended");

  // Card 703 has a javascript: link in a description: the text stays, the link does not.
  await page.goto("/cards/703");
  await expect(page.getByText(/See terms 4x on dining/)).toBeVisible();
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
});

test("service down or bad data: the last good listing keeps serving and says when it was fetched", async ({
  page,
  request,
}) => {
  test.slow(); // three rounds through the job queue
  await signIn(page);
  await page.goto("/cards/browse");
  const cards = page.getByRole("list", { name: "Cards" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  const refresh = page.getByRole("button", { name: "Refresh card data" });
  // One job refreshes both cached variants (with and without expired bonuses): fail both calls.
  const force = (outcome: string) =>
    request.post(`${SIM}/_control/scenario`, { data: { service: "cards", outcome, count: 2 } });

  expect((await force("unavailable")).ok()).toBe(true);
  await refresh.click();
  await expect(page.getByText("Checking the card service for a new listing…")).toBeVisible();
  await untilAfterRefresh(page, () =>
    expect(page.getByText("The card service is not answering")).toBeVisible({ timeout: 1_000 }),
  );
  await expect(
    page.getByText(/Showing the last good listing, fetched \w{3} \d+, \d{4}, \d+:\d\d\W[AP]M\. The refresh/),
  ).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await expect(license(page)).toBeVisible();

  expect((await force("malformed")).ok()).toBe(true);
  await refresh.click();
  await untilAfterRefresh(page, () =>
    expect(page.getByText("The latest card data was rejected")).toBeVisible({ timeout: 1_000 }),
  );
  await expect(page.getByText(/of 6\d cards$/)).toBeVisible();
  await expect(page.getByText("Broken", { exact: true })).toHaveCount(0);

  // The next refresh reaches the service again and the warning goes away.
  await refresh.click();
  await untilAfterRefresh(page, async () => {
    await expect(page.getByText(/Card data version .* fetched/)).toBeVisible({ timeout: 1_000 });
    await expect(
      page.getByText(/The card service is not answering|The latest card data was rejected/),
    ).toHaveCount(0);
  });
});

// Last in the file: it publishes a new simulator version, which later tests in this file do not expect.
test("refresh on demand: the job picks up a newly published listing", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/cards/browse");
  const footer = page.getByText(/Card data version \S+, fetched/);
  const before = /version (\S+),/.exec(await footer.innerText())?.[1];
  const published = await request.post(`${SIM}/cards/v1/_sim/publish`, {
    headers: { "X-Authentication": "milepost:cards-local-key" },
  });
  expect(published.ok()).toBe(true);
  const { meta } = (await published.json()) as { meta: { version: string } };
  expect(meta.version).not.toBe(before);
  await page.getByRole("button", { name: "Refresh card data" }).click();
  await untilAfterRefresh(page, () =>
    expect(page.getByText(`Card data version ${meta.version},`)).toBeVisible({ timeout: 1_000 }),
  );
});
