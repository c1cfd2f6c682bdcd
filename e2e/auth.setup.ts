// Signs in the demo account once and saves the session for the other specs.
import { expect, test as setup } from "@playwright/test";
import { STORAGE_STATE } from "../playwright.config";

setup("sign in as the demo user", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("demo@milepost.test");
  await page.getByLabel("Password").fill("milepost-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  await page.context().storageState({ path: STORAGE_STATE });
});
