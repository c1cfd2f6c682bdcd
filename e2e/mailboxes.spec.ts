// Mailboxes (issue 15) in Chromium against the app, the simulator's scanner and a real IMAP server
// (dovecot on a free loopback port, scripts/lib/dovecot.ts). Each test signs up its own user.
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DOVECOT_BIN, startTestImapServer, type TestImapServer } from "../scripts/lib/dovecot";
import { signUp } from "./fixtures/sign-up";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const sample = (name: string) =>
  readFileSync(new URL(`../simulator/samples/emails/demo-mailbox/${name}`, import.meta.url), "utf8");

async function newUser(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  await signUp(page, "mailbox");
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { name: "Mailboxes" })).toBeVisible();
  return page;
}

const section = (page: Page) => page.getByRole("region", { name: "Mailboxes" });

async function typeAddress(page: Page, address: string) {
  await section(page).getByLabel("Mailbox address").fill(address);
  await section(page).getByRole("button", { name: "Connect", exact: true }).click();
}

test("the demo mailbox: connect, watch its booking emails arrive, a new one while listening, disconnect", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await newUser(browser);
  const box = section(page);
  await expect(
    box.getByText("This Milepost talks to the local simulator: try any address at demo.milepost.test"),
  ).toBeVisible();
  await typeAddress(page, "alex@demo.milepost.test");
  await expect(box.getByLabel("IMAP server")).toHaveValue("imap.demo.milepost.test");
  await expect(box.getByLabel("Port")).toHaveValue("993");
  await expect(box.getByLabel("Use TLS")).toBeChecked();
  await expect(box.getByLabel("Keep listening for new emails")).toBeChecked();
  const yearBack = new Date();
  yearBack.setFullYear(yearBack.getFullYear() - 1);
  await expect(box.getByLabel("Scan emails since")).toHaveValue(new RegExp(`^${yearBack.getFullYear()}-`));
  await box.getByLabel("Password", { exact: true }).fill("anything at all");
  await box.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(box.getByText("alex@demo.milepost.test is connected")).toBeVisible({ timeout: 30_000 });

  const row = box.getByRole("listitem", { name: "Mailbox alex@demo.milepost.test" });
  await expect(row.getByTestId("mailbox-state")).toHaveText("Listening", { timeout: 60_000 });
  // Six past emails read (more once new ones arrive while listening).
  await expect(row.getByTestId("mailbox-counts")).toContainText(/\b([6-9]|\d{2,}) emails read/);
  await expect(row.getByTestId("mailbox-counts")).toContainText(/[1-9]\d* itineraries found/);
  await expect(page.getByText("Your United flight confirmation - ORD - K7Q2ZP").first()).toBeVisible({
    timeout: 30_000,
  });
  // A new booking email arrives while listening (every 3 scaled minutes).
  await expect(page.getByText("Your Hertz reservation H58823140 is confirmed").first()).toBeVisible({
    timeout: 60_000,
  });

  await row.getByRole("button", { name: "Disconnect" }).click();
  await row.getByRole("button", { name: "Disconnect" }).click();
  await expect(row).toHaveCount(0);
  await expect(box.getByText("No mailbox connected yet.")).toBeVisible();
  // Its itineraries stay (not deleted): the emails are still in the Inbox.
  await expect(page.getByText("Your United flight confirmation - ORD - K7Q2ZP").first()).toBeVisible();
  await page.context().close();
});

test.describe("an IMAP mailbox on a real IMAP server", () => {
  test.skip(!DOVECOT_BIN, "dovecot-imapd is not installed (apt-get install -y dovecot-imapd)");
  let imap: TestImapServer;
  test.beforeAll(async () => {
    imap = await startTestImapServer();
    imap.deliver("sam@example.org", sample("history-02-hilton-chicago.eml"));
    imap.deliver("sam@example.org", sample("history-06-eurostar-paris.eml"));
  });
  test.afterAll(async () => imap?.stop());

  test("wrong password, wrong port and TLS mismatch are said by the form and store nothing; then it connects and its emails are parsed", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const page = await newUser(browser);
    const box = section(page);
    await typeAddress(page, "sam@example.org");
    await expect(box.getByLabel("IMAP server")).toHaveValue("imap.example.org");
    await box.getByLabel("IMAP server").fill(imap.host);
    await box.getByLabel("Port").fill(String(imap.port));
    await box.getByLabel("Use TLS").uncheck();
    await box.getByLabel("Password", { exact: true }).fill("not-the-password");
    await box.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(box.getByText(/Wrong password or sign-in refused/).first()).toBeVisible({ timeout: 40_000 });
    await expect(box.getByText("No mailbox connected yet.")).toBeVisible();

    await box.getByLabel("Password", { exact: true }).fill(imap.password);
    await box.getByLabel("Use TLS").check();
    await box.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(box.getByText(/Cannot reach the mail server/).first()).toBeVisible({ timeout: 40_000 });
    await expect(box.getByText(/did not answer with TLS/).first()).toBeVisible();

    await box.getByLabel("Use TLS").uncheck();
    await box.getByLabel("Port").fill("1");
    await box.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(box.getByText(/Nothing accepts connections at 127.0.0.1:1/).first()).toBeVisible({
      timeout: 40_000,
    });
    await expect(box.getByText("No mailbox connected yet.")).toBeVisible();

    await box.getByLabel("Port").fill(String(imap.port));
    await box.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(box.getByText("sam@example.org is connected")).toBeVisible({ timeout: 40_000 });
    const row = box.getByRole("listitem", { name: "Mailbox sam@example.org" });
    await expect(row.getByTestId("mailbox-state")).toHaveText("Listening", { timeout: 60_000 });
    await expect(row.getByTestId("mailbox-counts")).toContainText("2 emails read · 2 itineraries found");
    await expect(
      page.getByText("Reservation confirmation: Hilton Chicago, Jul 14 - Jul 17").first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Your Eurostar booking confirmation QWZRTB").first()).toBeVisible();
    await page.context().close();
  });
});

test("hosted sign-in: Allow connects once (a replay is refused), Deny and an expired code connect nothing", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await newUser(browser);
  const box = section(page);
  await typeAddress(page, "sam.traveler@gmail.com");
  await expect(box.getByText(/This is a Google mailbox/)).toBeVisible();
  await box.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in with Google (simulated)" })).toBeVisible();
  expect(page.url()).toContain("/email/v2/mailboxes/auth/");
  const consentUrl = page.url();
  await page.getByLabel("Google account").fill("sam.traveler@gmail.com");
  let returnUrl = "";
  page.on("request", (r) => {
    if (r.url().includes("/api/mailboxes/auth/return")) returnUrl = r.url();
  });
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByText("Mailbox connected")).toBeVisible();
  expect(returnUrl).toMatch(/state=success&mailboxId=\d+/);

  // The same return again (a replay) is refused, and so is the used consent link.
  await page.goto(returnUrl);
  await expect(page.getByText("Mailbox not connected")).toBeVisible();
  await expect(page.getByText(/already used|did not come from a sign-in you started/)).toBeVisible();
  await page.goto(consentUrl);
  await expect(page.getByText("This sign-in link was already used.")).toBeVisible();

  await page.goto("/inbox");
  await expect(section(page).getByRole("listitem", { name: "Mailbox sam.traveler@gmail.com" })).toBeVisible();

  // Deny.
  await typeAddress(page, "sam.other@outlook.com");
  await section(page).getByRole("button", { name: "Connect", exact: true }).click();
  await page.getByRole("button", { name: "Deny" }).click();
  await expect(page.getByText("You chose Deny")).toBeVisible();

  // An expired code (forced through the simulator's control API) gets the service's error page.
  expect(
    (
      await page.request.post(`${SIM}/_control/scenario`, {
        data: { service: "email-mailboxes", outcome: "expired-code" },
      })
    ).ok(),
  ).toBe(true);
  await page.goto("/inbox");
  await typeAddress(page, "sam.third@yahoo.com");
  await section(page).getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("This sign-in link has expired (links are valid for one hour).")).toBeVisible();

  // A made-up return with no nonce is refused with a clear page.
  await page.goto("/api/mailboxes/auth/return?state=success&mailboxId=1");
  await expect(page.getByText("did not come from a sign-in you started here")).toBeVisible();
  await page.goto("/inbox");
  await expect(section(page).getByRole("listitem")).toHaveCount(1);
  await page.context().close();
});

test("a second user never sees the first user's mailboxes or what they found", async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await newUser(browser);
  await typeAddress(first, "pat@demo.milepost.test");
  await section(first).getByLabel("Password", { exact: true }).fill("x");
  await section(first).getByRole("button", { name: "Connect", exact: true }).click();
  await expect(section(first).getByText("pat@demo.milepost.test is connected")).toBeVisible({
    timeout: 30_000,
  });
  await expect(first.getByText("Your United flight confirmation - ORD - K7Q2ZP").first()).toBeVisible({
    timeout: 60_000,
  });
  const { mailboxes } = (await (await first.request.get("/api/mailboxes")).json()) as {
    mailboxes: { id: string }[];
  };
  const firstId = mailboxes[0]!.id;

  // At 390 px the first user's section (a mailbox listed) fits without sideways scrolling.
  await first.setViewportSize({ width: 390, height: 844 });
  await expect(
    section(first).getByRole("listitem", { name: "Mailbox pat@demo.milepost.test" }),
  ).toBeVisible();
  expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section(first).screenshot({ path: test.info().outputPath("mailboxes-390.png") });

  const second = await newUser(browser);
  await expect(section(second).getByText("No mailbox connected yet.")).toBeVisible();
  await expect(second.getByText("pat@demo.milepost.test")).toHaveCount(0);
  await expect(second.getByText("Your United flight confirmation - ORD - K7Q2ZP")).toHaveCount(0);
  expect(
    ((await (await second.request.get("/api/mailboxes")).json()) as { mailboxes: unknown[] }).mailboxes,
  ).toEqual([]);
  // Trying to disconnect the first user's mailbox the way an attacker would: not found, nothing changes.
  expect(
    (
      await second.request.post(`/api/mailboxes/${firstId}/disconnect`, { data: { deleteItineraries: true } })
    ).status(),
  ).toBe(404);
  const again = (await (await first.request.get("/api/mailboxes")).json()) as { mailboxes: { id: string }[] };
  expect(again.mailboxes.map((m) => m.id)).toEqual([firstId]);
  await first.context().close();
  await second.context().close();
});
