// The home page as a traveler's summary, and what accounts claim after a failed check, for a new
// user (signed up here, so other specs' data on the demo user does not matter). 390 px layout.
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });

async function link(page: Page, search: string, program: string, fields: Record<string, string>) {
  await page.goto("/accounts/link");
  await page.getByPlaceholder("Search programs…").fill(search);
  await page.getByRole("option", { name: program }).click();
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Link account" }).click();
  await expect(page).toHaveURL(/\/accounts\/[a-z0-9]+$/);
}

test("a failed account claims nothing and stays out of the totals; a good one is valued", async ({
  page,
}) => {
  await signUp(page, "home");
  await link(page, "united", "United Airlines (MileagePlus)", {
    "MileagePlus # or email": `error-${Date.now()}`,
    Password: "pw",
  });
  await expect(page.getByText("Update failed")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("Balance", { exact: true })).toHaveText("Not checked yet");
  await page.goto("/accounts");
  const list = page.getByRole("list", { name: "Linked accounts" });
  await expect(list).toContainText("Not checked yet");
  await expect(list).not.toContainText("No elite status");
  await expect(list).not.toContainText(/Updated \w{3} \d/);
  await expect(page.getByRole("note")).toHaveText("Leaves out 1 account not checked yet.");

  await link(page, "american", "American Airlines (AAdvantage)", {
    "AAdvantage # or username": `home-${Date.now()}`,
    "Last name": "Traveler",
    Password: "pw",
  });
  await expect(page.getByText("Up to date")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("Balance", { exact: true })).toHaveText(/^\d{1,3}(,\d{3})* miles$/);
  // The account number (property kind 1), not the masked login.
  await expect(page.getByLabel("Account", { exact: true })).toHaveText(/^#\w+$/);
  await expect(page.getByText(/Value per mile: 1\.7¢/)).toBeVisible(); // the default table (lib/valuations)
  // History amounts are signed with separators.
  await expect(page.getByRole("table", { name: "Activity history" })).toContainText(/[+−]\d{1,3}(,\d{3})*/);

  await page.goto("/dashboard");
  await expect(page.getByLabel("Total value")).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByRole("note")).toHaveText("Leaves out 1 account not checked yet.");
  await expect(page.getByRole("region", { name: "Elite status" })).toContainText(
    "American Airlines (AAdvantage)",
  );
});

test("the home page at 390 px: every panel fits the screen, nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "home");
  await expect(page.getByRole("link", { name: "Link an airline, hotel or card program" })).toBeVisible();
  for (const name of [
    "Upcoming trips",
    "Expiring within 90 days",
    "Elite status",
    "Recent searches",
    "Best card from your wallet",
  ]) {
    const panel = page.getByRole("region", { name });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("icons load without signing in", async ({ request }) => {
  for (const path of ["/favicon.ico", "/icon.png", "/apple-icon.png"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/image/);
  }
});

test("a sign-up with a taken email answers like a wrong sign-in, without naming the account", async ({
  page,
}) => {
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill("demo@milepost.test");
  await page.getByLabel("Password").fill("not-the-demo-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText(
      "We could not sign you up with that email and password. If you already have an account, sign in.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
});
