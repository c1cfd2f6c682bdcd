import { expect, test } from "@playwright/test";

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a protected page redirects to sign-in and back after signing in", async ({ page }) => {
    await page.goto("/accounts");
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel("Email").fill("demo@milepost.test");
    await page.getByLabel("Password").fill("milepost-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible();
  });

  test("a wrong password is refused in words", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("demo@milepost.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That email and password do not match.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign up, sign out, sign in again", async ({ page }) => {
    const email = `traveler-${Date.now()}@example.test`;
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Use at least 10 characters")).toBeVisible();

    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Flights");
    for (const item of ["Flights", "Hotels", "Cards", "Accounts", "Timeline", "Inbox", "Business"]) {
      await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
    }

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/sign-in/);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  });

  test("an email can only be registered once, and the refusal does not confirm the account", async ({ page }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill("demo@milepost.test");
    await page.getByLabel("Password").fill("another-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("We could not sign you up with that email and password. If you already have an account, sign in.")).toBeVisible();
    await expect(page.getByText(/already exists/)).toHaveCount(0);
  });
});
