import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";

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
    for (const item of [
      "Flights",
      "Hotels",
      "Cards",
      "Accounts",
      "Timeline",
      "Inbox",
      "Business",
      "Settings",
    ]) {
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

  test("change my password: this browser stays signed in, every other one is signed out", async ({
    page,
    browser,
  }) => {
    const email = await signUp(page, "changer", { password: "the-first-password" });
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const phone = await other.newPage();
    await phone.goto("/accounts");
    await expect(phone.getByRole("heading", { name: "Accounts" })).toBeVisible();

    // Settings is one click away from every page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const form = page.getByRole("form", { name: "Change password" });
    const change = async (current: string, next: string, again: string) => {
      await form.getByLabel("Current password").fill(current);
      await form.getByLabel("New password", { exact: true }).fill(next);
      await form.getByLabel("New password again").fill(again);
      await form.getByRole("button", { name: "Change password" }).click();
    };
    // Refused by the field: a wrong current password, a short one, two that differ.
    await change("not-my-password", "the-second-password", "the-second-password");
    await expect(form).toContainText("That is not your current password. Nothing was changed.");
    await change("the-first-password", "short", "short");
    await expect(form).toContainText("Use at least 10 characters");
    await change("the-first-password", "the-second-password", "the-second-passw0rd");
    await expect(form).toContainText("The two new passwords differ");

    await change("the-first-password", "the-second-password", "the-second-password");
    await expect(page).toHaveURL(/\/settings\?password=changed$/);
    await expect(page.getByRole("status").first()).toHaveText(
      "Your password was changed. Every other browser and device was signed out.",
    );
    // This browser: still signed in. The other one: signed out, pages and API alike.
    await page.goto("/accounts");
    await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible();
    await phone.goto("/accounts");
    await expect(phone).toHaveURL(/\/sign-in/);
    expect((await phone.request.get("/api/accounts")).status()).toBe(401);
    // The old password no longer signs in; the new one does.
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Password").fill("the-first-password");
    await phone.getByRole("button", { name: "Sign in" }).click();
    await expect(phone.getByText("That email and password do not match.")).toBeVisible();
    await phone.getByLabel("Password").fill("the-second-password");
    await phone.getByRole("button", { name: "Sign in" }).click();
    await expect(phone.getByRole("heading", { name: "Welcome" })).toBeVisible();

    // Sign out everywhere (no new password): both browsers are signed out.
    await page.goto("/settings");
    await page
      .getByRole("form", { name: "Sign out everywhere" })
      .getByRole("button", { name: "Sign out everywhere" })
      .click();
    await expect(page).toHaveURL(/\/sign-in\?signedOut=everywhere$/);
    await expect(page.getByRole("status")).toHaveText("You were signed out of every browser and device.");
    await phone.goto("/accounts");
    await expect(phone).toHaveURL(/\/sign-in/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("the-second-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await other.close();
  });

  test("delete my account: the password again, then everything goes, here and in another browser", async ({
    page,
    browser,
  }) => {
    const email = await signUp(page, "leaver");
    // Something stored: a linked account, checked.
    const linked = await page.request.post("/api/accounts", {
      data: {
        providerCode: "aa",
        values: { login: `leaver-${Date.now()}`, password: "hunter22", login2: "Traveler" },
      },
    });
    expect(linked.ok()).toBe(true);
    // The same session in a second browser (a phone left signed in).
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const phone = await other.newPage();
    await phone.goto("/accounts");
    await expect(phone.getByRole("list", { name: "Linked accounts" })).toContainText("American Airlines");

    // Download my data first: one JSON file with the account, never its password.
    await page.goto("/settings");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^milepost-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const data = JSON.parse(text) as {
      user: { email: string };
      tables: Record<string, { providerCode?: string }[]>;
    };
    expect(data.user.email).toBe(email);
    expect(data.tables.LoyaltyAccount?.map((a) => a.providerCode)).toEqual(["aa"]);
    expect(text).not.toContain("hunter22");

    const form = page.getByRole("form", { name: "Delete account" });
    await expect(form).toContainText("It cannot be undone.");
    await form.getByLabel("Your Milepost password").fill("not-my-password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(form).toContainText("That password is not right. Nothing was deleted.");
    await page.goto("/accounts");
    await expect(page.getByRole("list", { name: "Linked accounts" })).toContainText("American Airlines");

    await page.goto("/settings");
    await form.getByLabel("Your Milepost password").fill("a-long-enough-password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/sign-in\?deleted=1$/);
    await expect(page.getByRole("status")).toHaveText(
      "Your Milepost account and everything in it were deleted.",
    );

    // The other browser's session names a user that no longer exists: it opens nothing.
    await phone.goto("/accounts");
    await expect(phone).toHaveURL(/\/sign-in/);
    expect((await phone.request.get("/api/accounts")).status()).toBe(401);
    expect((await phone.request.get("/api/me/export")).status()).toBe(401);
    await other.close();
    // And the email and password sign in no more.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That email and password do not match.")).toBeVisible();
  });

  test("an email can only be registered once, and the refusal does not confirm the account", async ({
    page,
  }) => {
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill("demo@milepost.test");
    await page.getByLabel("Password").fill("another-password-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText(
        "We could not sign you up with that email and password. If you already have an account, sign in.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/already exists/)).toHaveCount(0);
  });
});
