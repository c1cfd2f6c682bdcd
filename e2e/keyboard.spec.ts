// Keyboard-only paths (issue 18, accessibility): sign in, run a flight search and link a loyalty
// account with Tab / Shift+Tab / Enter / Space / arrow keys alone — no click, no fill. Every stop
// of the focus on the way must be on screen and visibly marked (an outline on the element or on
// the box that wraps it), and the focus must land where a user expects: on the results region once
// a search starts, back on the date button when the calendar closes and on the Unlink button when
// its confirmation is dismissed.
import { expect, type Locator, type Page, test } from "@playwright/test";

test.use({ storageState: { cookies: [], origins: [] } });

/** The focused element is visible and has a focus mark (its own outline or its wrapper's). */
async function expectVisibleFocus(page: Page) {
  const focused = page.locator(":focus");
  await expect(focused).toBeVisible();
  const marked = await focused.evaluate((el) => {
    for (let e: Element | null = el, i = 0; e && i < 3; e = e.parentElement, i++) {
      const s = getComputedStyle(e);
      if (
        (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) ||
        (s.boxShadow && s.boxShadow !== "none")
      )
        return true;
    }
    return false;
  });
  expect(marked, `focus mark on ${await focused.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
}

/** Press Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  for (let i = 0; i < (opts.max ?? 40); i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(opts.back ? "Shift+Tab" : "Tab");
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}

test("sign in, search flights and link an account with the keyboard alone", async ({ page }) => {
  test.setTimeout(150_000);
  // Sign in.
  await page.goto("/sign-in");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type("demo@milepost.test");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("milepost-demo");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();

  // To Flights through the main navigation.
  const nav = page.getByRole("navigation", { name: "Main" });
  await tabTo(page, nav.getByRole("link", { name: "Flights" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/flights$/);

  // Programs: type to filter, Enter picks the active option.
  const programs = page.getByRole("combobox", { name: "Programs" });
  await tabTo(page, programs);
  await page.keyboard.type("united");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: /United Airlines MileagePlus/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(programs).toBeFocused();

  // Airports: typed codes; Tab leaves the field (its suggestion list closes).
  await tabTo(page, page.getByRole("combobox", { name: "From", exact: true }));
  await page.keyboard.type("JFK");
  // As a person reads the suggestion before leaving the field. (Once, in a fresh-check on a loaded
  // machine, a Tab pressed before the suggestions arrived left the focus nowhere: cause not found.)
  await expect(page.getByRole("option", { name: /John F Kennedy/ })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "To", exact: true })).toBeFocused();
  await page.keyboard.type("LHR");
  // The same wait as From: a Tab pressed before the suggestions arrived left the focus short of
  // the date field once in a full run (2026-11-28).
  await expect(page.getByRole("option", { name: /Heathrow/ })).toBeVisible();
  await page.keyboard.press("Tab");

  // Date: a typed field, then its calendar button; Enter opens the calendar with the focus on a day,
  // arrows move, Enter picks and the focus comes back to the calendar button.
  const date = page.locator("#date");
  await expect(date).toBeFocused();
  await expect(date).toHaveValue("");
  await page.keyboard.press("Tab");
  const calendarButton = page.getByRole("button", { name: "Date: open the calendar" });
  await expect(calendarButton).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose a date" });
  await expect(dialog.locator("button:focus")).toBeVisible();
  await expectVisibleFocus(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown"); // four weeks on
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(calendarButton).toBeFocused();
  await expect(date).toHaveValue(/\w{3}, \w{3} \d{1,2}, \d{4}/);

  // Cabins: Space ticks a checkbox.
  const first = page.getByRole("checkbox", { name: "First", exact: true });
  await tabTo(page, first);
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();

  // Search: the folded form leaves, the focus lands on the new search's results region.
  await tabTo(page, page.getByRole("button", { name: "Search", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/search=/);
  const results = page.locator('section[aria-labelledby="search-results-heading"]');
  await expect(results).toBeFocused({ timeout: 30_000 });
  await expect(results).toHaveAccessibleName(/JFK.*LHR/);
  await expect(page.getByTestId("result-count")).toBeVisible({ timeout: 45_000 });
  // From the region, Tab goes on into the results, not back to the top of the page.
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page);
  expect(
    await page.evaluate(() =>
      Boolean(document.activeElement?.closest('section[aria-labelledby="search-results-heading"]')),
    ),
  ).toBe(true);

  // Back up to the navigation with Shift+Tab, to Accounts and "Link an account".
  await tabTo(page, nav.getByRole("link", { name: "Accounts" }), { back: true, max: 80 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accounts$/);
  await tabTo(page, page.getByRole("link", { name: "Link an account" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accounts\/link$/);

  // The program list: type, arrows move the active option (aria-activedescendant), Enter opens it.
  const search = page.getByRole("combobox", { name: "Search programs" });
  await tabTo(page, search);
  await page.keyboard.type("american");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  const active = await search.getAttribute("aria-activedescendant");
  await expect(page.locator(`[id="${active}"]`)).toHaveText("American Airlines (AAdvantage)");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Link American Airlines (AAdvantage)" })).toBeVisible();

  // The generated form: Tab between the fields, Enter submits.
  await tabTo(page, page.getByLabel("AAdvantage # or username"));
  await page.keyboard.type(`keyboard-${Date.now()}`);
  await tabTo(page, page.getByLabel("Last name"));
  await page.keyboard.type("Traveler");
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type("hunter22");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accounts\/[a-z0-9]+$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "American Airlines (AAdvantage)" })).toBeVisible();

  // Unlink it again: Escape closes the confirmation and gives the focus back to the Unlink button;
  // Tab reaches the dialog's own buttons and Enter confirms.
  const unlink = page.getByRole("button", { name: "Unlink", exact: true });
  await tabTo(page, unlink, { max: 80 });
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: /Unlink American Airlines/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(":focus")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(unlink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole("button", { name: "Unlink and delete" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accounts$/, { timeout: 30_000 });
});
