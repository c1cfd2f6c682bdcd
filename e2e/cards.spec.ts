// Card bonuses (issue 5): best card for a category and a merchant, the wallet changing the
// ranking, browsing with filters, and a card page — against the real simulator's listing.
import { expect, type Page, test } from "@playwright/test";

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
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query)}`));
}

const ranked = (page: Page) => page.getByRole("list", { name: "Ranked cards" }).getByRole("listitem");

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

  await findBest(page, "spaceships");
  await expect(page.getByText("No card lists a bonus for “spaceships”")).toBeVisible();
  await page.getByRole("link", { name: "Groceries", exact: true }).click();
  await expect(page.getByRole("heading", { name: /for Groceries/ })).toBeVisible();
});

test.describe("a new user's wallet", () => {
  test("marking cards as mine limits and changes the ranking", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill(`cards-${Date.now()}@example.test`);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();

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
    await expect(ranked(page).first()).toContainText("Gold Table Card");
    await expect(page.getByRole("button", { name: "Remove Custom Cash Flex℠ Card from my cards" })).toHaveAttribute("aria-pressed", "true");
  });
});

test("browse with filters and open a card page", async ({ page }) => {
  await signIn(page);
  await page.goto("/cards/browse");
  const cards = page.getByRole("list", { name: "Cards" }).getByRole("listitem");
  const count = page.getByText(/^\d+ of \d+ cards$/);
  await expect(count).toContainText(/of (6\d) cards/);
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
  await expect(page.getByText("Membership Rewards points")).toBeVisible();
  await expect(page.getByText("1.7¢ per point")).toBeVisible();
  await expect(page.getByRole("region", { name: "Categories" })).toContainText("Groceries");
  await expect(page.getByText(/licensed for display with attribution/)).toBeVisible();

  // A card with rotating quarterly bonuses: merchant names, the calendar strip, ended bonuses.
  await page.goto("/cards/103");
  await expect(page.getByRole("heading", { level: 1, name: "Freedom Quarterly® Card" })).toBeVisible();
  const strip = page.getByRole("figure", { name: /Seasonal bonuses in \d{4}/ });
  await expect(strip.getByRole("img").first()).toBeVisible();
  await expect(strip).toContainText("ended");
  await expect(page.getByRole("region", { name: "Merchant groups" })).toContainText("ShopSphere");

  // Card 703 has a javascript: link in a description: the text stays, the link does not.
  await page.goto("/cards/703");
  await expect(page.getByText(/See terms 4x on dining/)).toBeVisible();
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
});
