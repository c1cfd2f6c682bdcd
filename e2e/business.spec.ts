// Business end to end: a wrong key refused, the right key saved (last 4 only), the first sync;
// an invite with access level 2 completed on the simulator's consent screen; the new person and
// their balances; Export CSV; bad and reused states refused; a second user who never sees the first
// user's business data or key; and an invited traveller without a Milepost session who allows access
// and lands on a page saying what they shared with whom (issue 34 item 8).
import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";

test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] } });

const KEY = "milepost:business-local-key";
let personUrl = "";
let accountUrl = "";
let foreignReturn = "";
let managerEmail = "";

/** Follow an invite link on the simulator's consent screen up to (not into) the app's return address. */
async function consentRedirect(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Share your loyalty accounts" })).toBeVisible();
  const decide = new URL(`${new URL(url).pathname}/decide?decision=allow`, url);
  const res = await page.request.get(decide.toString(), { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return res.headers().location!;
}

test("connect with a Business API key, invite at level 2, see the new person, export CSV, refuse bad states", async ({
  page,
}) => {
  managerEmail = await signUp(page, "manager");
  await page.goto("/business");

  await page.getByLabel("Business API key").fill("not-the-right-key");
  await page.getByRole("button", { name: "Connect business" }).click();
  await expect(page.getByText("The service refused this key").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Business connection" })).toHaveCount(0);

  // Against the simulator the form names its public key; "Use it" fills the field with it.
  await expect(page.getByText(`its business key is ${KEY}`)).toBeVisible();
  await page.getByRole("button", { name: "Use it" }).click();
  await expect(page.getByLabel("Business API key")).toHaveValue(KEY);
  await page.getByRole("button", { name: "Connect business" }).click();
  const connection = page.getByRole("region", { name: "Business connection" });
  await expect(connection.getByLabel("Key ends with")).toHaveText(KEY.slice(-4));
  await expect(page.getByText(KEY)).toHaveCount(0);
  await expect(page.getByTestId("sync-status")).toHaveText("Up to date", { timeout: 45_000 });
  const people = page.getByRole("list", { name: "People" });
  await expect(people).toContainText("Elena Marchetti");
  await expect(people.getByRole("listitem").filter({ hasText: "Grace O'Neill" })).toContainText("Pending");

  // Invite with access level 2 and granular sharing; complete the consent in the simulator.
  const invite = page.getByRole("region", { name: "Invite a traveller" });
  await invite.getByLabel(/2 · Everything but passwords/).check();
  await invite.getByLabel(/choose accounts one by one/).check();
  await invite.getByRole("button", { name: "Create invite link" }).click();
  await expect(invite.getByText(/Valid for 10 minutes/)).toBeVisible();
  await invite.getByRole("link", { name: "Open link" }).click();
  await expect(page.getByRole("heading", { name: "Share your loyalty accounts" })).toBeVisible();
  await expect(page.getByText("Access level 2")).toBeVisible();
  const boxes = page.getByRole("checkbox");
  const offered = await boxes.count();
  expect(offered).toBeGreaterThan(1);
  await boxes.first().uncheck();
  const returned = page.waitForRequest((r) => r.url().includes("/business/connect/return"));
  await page.getByRole("button", { name: "Allow" }).click();
  const returnUrl = (await returned).url();
  await expect(page).toHaveURL(/\/business\/people\/[a-z0-9]+\?connected=1$/);
  personUrl = new URL(page.url()).pathname;
  await expect(page.getByText(/is now connected/)).toBeVisible();
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const shared = page.getByRole("region", { name: "Shared accounts" });
  expect(await shared.getByRole("listitem").count()).toBe(offered - 1);
  // The service's formatted number, with the program's unit ("75,140 miles", "3,014 points").
  await expect(shared.getByLabel(/^Balance of /).first()).toHaveText(/^\d{1,3}(,\d{3})* [A-Za-z][A-Za-z ]*$/);
  await shared.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/business\/accounts\//);
  accountUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("table", { name: "Account history" })).toBeVisible();

  // The same return twice: refused, nothing connected again.
  await page.goto(returnUrl);
  await expect(page.getByText("This invitation was already used")).toBeVisible();
  await page.goto("/business/connect/return?code=abc&state=forged-state");
  await expect(page.getByText("Milepost did not create this invitation")).toBeVisible();
  await page.goto("/business/connect/return?code=abc");
  await expect(page.getByText("This link has no invitation state")).toBeVisible();

  // A second invite whose return is taken to another user's session (next test).
  await page.goto("/business");
  await invite.getByRole("button", { name: "Create invite link" }).click();
  const link = await invite.getByLabel("Invite link").inputValue();
  foreignReturn = await consentRedirect(page, link);
  expect(foreignReturn).toContain("state=");

  // Team balances with the new person; Export CSV of what is shown.
  await page.goto("/business/balances");
  const table = page.getByRole("table", { name: "Team balances" });
  await expect(table).toContainText(name);
  await expect(table).toContainText("Hidden (level 0)"); // Hannah Becker shares at level 0
  await expect(table).toContainText("Password missing");
  await page.getByLabel("Person", { exact: true }).selectOption({ label: name });
  await expect(table.getByRole("row")).toHaveCount(offered - 1 + 1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await fs.readFile((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "Person,Program,Kind,Balance,Change,Expiration,Elite status,Elite rank,Last update,Status,Message",
  );
  expect(csv).toContain(name);
  expect(csv).not.toContain("Elena Marchetti"); // only the filtered rows
});

test("a second user sees nothing of the first user's business and cannot use their invite", async ({
  page,
}) => {
  expect(personUrl).not.toBe("");
  await signUp(page, "other");
  const api = page.request;
  expect(await (await api.get("/api/business/connection")).json()).toEqual({ connected: false });
  expect(await (await api.get("/api/business/balances")).json()).toMatchObject({ total: 0, rows: [] });
  await page.goto("/business");
  await expect(page.getByLabel("Business API key")).toBeVisible();
  await expect(page.getByText("Elena Marchetti")).toHaveCount(0);
  await page.goto(personUrl);
  await expect(page.getByText("There is nothing here", { exact: false })).toBeVisible();
  await page.goto(accountUrl);
  await expect(page.getByText("There is nothing here", { exact: false })).toBeVisible();
  expect(
    (await api.post("/api/business/invites", { data: { access: 1, granularSharing: false } })).status(),
  ).toBe(400);
  // The first user's invite state, returned in this session: the state alone names the first user's
  // invite (whoever opens it is the traveller) — it completes theirs, or, once the service's code has
  // expired (3 minutes, scaled), is refused — and nothing is ever connected to this user.
  await page.goto(foreignReturn);
  await expect(page).toHaveURL(/\/business\/connect\/(shared|refused\?reason=code-failed)$/);
  expect(await (await api.get("/api/business/balances")).json()).toMatchObject({ total: 0, rows: [] });
  expect(await (await api.get("/api/business/connection")).json()).toEqual({ connected: false });
});

test("an invited traveller without a Milepost session allows access and sees what they shared with whom", async ({
  page,
}) => {
  // The business owner creates the link (it lives 10 minutes, scaled: made here, not earlier)...
  expect(managerEmail).not.toBe("");
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(managerEmail);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto("/business");
  const invite = page.getByRole("region", { name: "Invite a traveller" });
  await invite.getByLabel(/1 · Balances/).check();
  await invite.getByRole("button", { name: "Create invite link" }).click();
  const link = await invite.getByLabel("Invite link").inputValue();
  // ...and the traveller, who has no Milepost session, opens it.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Share your loyalty accounts" })).toBeVisible();
  await expect(page.getByText("Access level 1")).toBeVisible();
  await expect(page.getByText("All your accounts will be shared")).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/business\/connect\/shared$/);
  await expect(page.getByRole("heading", { name: "You are connected" })).toBeVisible();
  await expect(page.getByText(`You shared your loyalty accounts with ${managerEmail}`)).toBeVisible();
  await expect(page.getByText(/Access level 1 · Balances/)).toBeVisible();
  const accounts = page.getByRole("list", { name: "Accounts shared" });
  await expect(accounts.getByRole("listitem").first()).toBeVisible();
  const n = await accounts.getByRole("listitem").count();
  await expect(page.getByRole("heading", { name: `Accounts shared (${n})` })).toBeVisible();
  // Nothing of the business owner's is shown to the traveller, and the receipt is not in the address.
  await expect(page.getByText("Elena Marchetti")).toHaveCount(0);
  expect(page.url()).not.toContain("state=");
});
