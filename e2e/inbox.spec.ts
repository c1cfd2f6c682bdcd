// Inbox end to end (Chromium, real app + simulator + worker + SMTP receiver): upload several .eml
// files and paste one, statuses change live, results link to the timeline, a rejected email is
// explained, a review is explained, bad files get their own message; forwarding by real SMTP.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import nodemailer from "nodemailer";
import { withDb } from "./fixtures/seed";
import { signUp } from "./fixtures/sign-up";
import { throughLib, userIdOf } from "./fixtures/through-lib";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? "2635");
const SAMPLES = path.join(process.cwd(), "simulator", "samples", "emails");
const sample = (name: string) => ({
  name,
  mimeType: "message/rfc822",
  buffer: fs.readFileSync(path.join(SAMPLES, name)),
});

test.describe.configure({ mode: "serial" });
// A fresh user per run: the demo user's inbox is filled with the samples on first start.
test.use({ storageState: { cookies: [], origins: [] } });

// The name is the one in the sample emails' passenger lines.
const signUpInbox = (page: Page) => signUp(page, "inbox", { name: "Alex Morgan" });

const row = (page: Page, subject: RegExp) =>
  page.getByTestId("email-row").filter({ has: page.getByRole("link", { name: subject }) });

test("upload several files and paste one: live statuses, results, a rejection explained, bad files refused", async ({
  page,
  request,
}) => {
  await signUpInbox(page);
  await page.goto("/inbox");
  await expect(page.getByText("No emails yet")).toBeVisible();
  await expect(page.getByTestId("processing-region")).toContainText("United States");

  // The next submission works slowly (3 s at the e2e time scale), so "Parsing…" is on screen first.
  expect(
    (await request.post(`${SIM}/_control/scenario`, { data: { service: "email", outcome: "slow" } })).ok(),
  ).toBe(true);
  await page
    .getByLabel("Email files")
    .setInputFiles([sample("delta-connection-codeshare-two-travelers.eml")]);
  const delta = row(page, /Flight Receipt/);
  // Checked at every frame, not at expect's widening intervals, which could step over a short state.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="email-row"]')].some(
      (r) =>
        /Flight Receipt/.test(r.textContent ?? "") &&
        /Parsing|Sending/.test(r.querySelector('[data-testid="email-state"]')?.textContent ?? ""),
    ),
  );
  await expect(delta.getByTestId("email-state")).toHaveText("Parsed", { timeout: 30_000 });
  await expect(delta).toContainText("2 flights");
  const flightLink = delta.locator("a[data-itinerary-id]").first();
  await expect(flightLink).toHaveText(/^DL \d+ New York → /);
  const itemId = await flightLink.getAttribute("data-itinerary-id");
  expect(itemId).toBeTruthy();
  await expect(flightLink).toHaveAttribute("href", `/timeline?item=${itemId}`);

  await page.getByLabel("Email files").setInputFiles([
    sample("air-canada-incomplete.eml"),
    sample("marriott-westin-boston-microdata.eml"),
    sample("lufthansa-newsletter.eml"),
    {
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Remember to pack the charger.\nNothing else."),
    },
    {
      name: "photo.eml",
      mimeType: "message/rfc822",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]),
    },
    { name: "empty.eml", mimeType: "message/rfc822", buffer: Buffer.alloc(0) },
  ]);
  const refused = page.getByRole("list", { name: "Files not accepted" });
  await expect(refused).toContainText("notes.txt: This is not an email: it has no email headers");
  await expect(refused).toContainText("photo.eml: This is not an email: it looks like a binary file");
  await expect(refused).toContainText("empty.eml: This is empty");

  // Paste one.
  await page
    .getByLabel("Raw email")
    .fill(fs.readFileSync(path.join(SAMPLES, "hertz-lax-car-rental.eml"), "utf8"));
  await page.getByRole("button", { name: "Parse" }).click();
  await expect(page.getByLabel("Raw email")).toHaveValue("");

  const rows = page.getByTestId("email-row");
  await expect(rows).toHaveCount(5);
  const incomplete = rows.filter({ hasText: "required details are missing" });
  await expect(incomplete).toContainText("No reservation found");
  await expect(incomplete).toContainText("Missing: departure date and time, arrival date and time");
  await expect(rows.filter({ hasText: "The parser found no reservation in it." })).toHaveCount(1);
  await expect(rows.filter({ hasText: "1 hotel" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "1 car rental" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Pasted" })).toHaveCount(1);

  // The one-email page shows the same result; the item link target is the itinerary row.
  await delta.getByRole("link", { name: /Flight Receipt/ }).click();
  await expect(page).toHaveURL(/\/inbox\/[a-z0-9]+$/);
  await expect(page.locator(`a[data-itinerary-id="${itemId}"]`)).toHaveAttribute(
    "href",
    `/timeline?item=${itemId}`,
  );
  // The item is on the timeline, opened from that link, with the email as its source.
  await page.locator(`a[data-itinerary-id="${itemId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/timeline\\?item=${itemId}`));
  const details = page.getByLabel("Item details");
  await expect(details).toBeVisible();
  await expect(details.getByRole("link", { name: "The email in your Inbox" })).toHaveAttribute(
    "href",
    /\/inbox\/[a-z0-9]+$/,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/inbox\/[a-z0-9]+$/);
  // Delete it: its trips go with it.
  await page.getByRole("button", { name: /Delete email/ }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByTestId("email-row")).toHaveCount(4);
});

test("a review is explained, and forwarding by SMTP lands in the inbox (unknown address refused)", async ({
  page,
  request,
}) => {
  const own = await signUpInbox(page);
  await page.goto("/inbox");
  const address = await page.getByLabel("Forwarding address").inputValue();
  expect(address).toMatch(/^trips\+[a-z0-9]+@milepost\.localhost$/);

  expect(
    (
      await request.post(`${SIM}/_control/scenario`, {
        data: { service: "email", outcome: "review-success" },
      })
    ).ok(),
  ).toBe(true);
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  // Forwarded by the user from their own account address (a stranger's is held: the test below).
  await transport.sendMail({
    envelope: { from: own, to: [address] },
    raw: fs.readFileSync(path.join(SAMPLES, "flixbus-berlin-prague.eml")),
  });
  await expect(
    transport.sendMail({
      envelope: { from: "alex.morgan@example.com", to: ["trips+nosuchtoken@milepost.localhost"] },
      raw: "Subject: x\r\n\r\nx",
    }),
  ).rejects.toThrow(/550/);

  const forwarded = page.getByTestId("email-row").filter({ hasText: "Forwarded" });
  await expect(forwarded).toHaveCount(1);
  await expect(forwarded.getByTestId("email-state")).toHaveText(
    "Being checked by a person at the email service",
    { timeout: 30_000 },
  );
  await expect(forwarded).toContainText("this page updates by itself when they finish");

  // A new address retires the old one.
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "New address" }).click();
  await expect(page.getByLabel("Forwarding address")).not.toHaveValue(address);
  await expect(
    transport.sendMail({ envelope: { from: "a@example.com", to: [address] }, raw: "Subject: x\r\n\r\nx" }),
  ).rejects.toThrow(/550/);
});

test("settings: traveler names and the Processing region", async ({ page }) => {
  await signUpInbox(page);
  await page.goto("/settings");
  // The name given at sign-up is already one of "Your names" (issue 34 item 7).
  await expect(page.getByLabel("Your names")).toHaveValue("Alex Morgan");
  await page.getByLabel("Your names").fill("Alex Morgan");
  await page.getByLabel("Processing region").selectOption({ label: "European Union" });
  // Settings has more than one form with a Save button: this one is the names and region form's.
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Your names") })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await page.goto("/inbox");
  await expect(page.getByTestId("processing-region")).toContainText("European Union");
  // Submitted to the EU host now.
  await page.getByLabel("Email files").setInputFiles([sample("deutsche-bahn-ice-latin1.eml")]);
  const r = page.getByTestId("email-row").first();
  await expect(r).toContainText("processed in the European Union");
  await expect(r.getByTestId("email-state")).toHaveText("Parsed", { timeout: 30_000 });
  await expect(r).toContainText("1 train");
});

test("a long inbox shows the newest 50 emails and the older ones on request", async ({ page }) => {
  const email = await signUpInbox(page);
  // 57 emails pasted one after the other, "Booking 57" first: the newest is "Booking 1".
  await throughLib(
    "e2e/fixtures/lib-seeds.ts",
    "seedPastedEmails",
    await userIdOf(email),
    Array.from({ length: 57 }, (_, i) => `Booking ${57 - i}`),
  );
  await page.goto("/inbox");
  const rows = page.getByTestId("email-row");
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText("Booking 1");
  await expect(rows.last()).toContainText("Booking 50");
  await expect(page.getByText("Showing the newest 50 of 57 emails.")).toBeVisible();
  await page.getByRole("button", { name: "Show 7 older emails" }).click();
  await expect(rows).toHaveCount(57);
  await expect(rows.last()).toContainText("Booking 57");
  await expect(page.getByText("57 emails.")).toBeVisible();
  await expect(page.getByRole("button", { name: /older email/ })).toHaveCount(0);
  // The address keeps how many are shown: a reload shows the same list; a bad value falls back.
  await expect(page).toHaveURL(/\/inbox\?page=2$/);
  await page.reload();
  await expect(rows).toHaveCount(57);
  await page.goto("/inbox?page=abc");
  await expect(rows).toHaveCount(50);
  expect((await page.request.get("/api/inbox/emails?page=0")).status()).toBe(400);
  const second = (await (await page.request.get("/api/inbox/emails?page=2")).json()) as {
    emails: unknown[];
    total: number;
  };
  expect(second.emails).toHaveLength(57);
  // The list API: a limit out of range is a clear 400, not a silent default.
  const bad = await page.request.get("/api/inbox/emails?limit=0");
  expect(bad.status()).toBe(400);
  const some = (await (await page.request.get("/api/inbox/emails?limit=5")).json()) as {
    emails: { subject: string }[];
    total: number;
  };
  expect(some.total).toBe(57);
  expect(some.emails.map((e) => e.subject)).toEqual([
    "Booking 1",
    "Booking 2",
    "Booking 3",
    "Booking 4",
    "Booking 5",
  ]);
});

test("a forged cancellation from a stranger changes nothing until its sender is approved; Discard removes one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpInbox(page);
  // The user's own booking, uploaded: UA 1543 SFO → ORD, confirmation KQ4M8R.
  const cancellationRaw = fs.readFileSync(path.join(SAMPLES, "united-cancellation.eml"), "utf8");
  const confirmation = cancellationRaw
    .replace("http://schema.org/Cancelled", "http://schema.org/Confirmed")
    .replace("Subject: Your trip has been canceled: KQ4M8R", "Subject: Your trip is confirmed: KQ4M8R")
    .replace("<c2f1.KQ4M8R.cancel@united.com>", "<c2f1.KQ4M8R.confirm@united.com>")
    .replace("<title>Trip canceled</title>", "<title>Trip confirmed</title>")
    .replace("<h1>Your trip has been canceled</h1>", "<h1>Your trip is confirmed</h1>");
  await page.goto("/inbox");
  await page
    .getByLabel("Email files")
    .setInputFiles([
      { name: "united-confirmation.eml", mimeType: "message/rfc822", buffer: Buffer.from(confirmation) },
    ]);
  const booked = row(page, /Your trip is confirmed/);
  await expect(booked.getByTestId("email-state")).toHaveText("Parsed", { timeout: 30_000 });
  await expect(booked).toContainText("1 flight");
  const feedAddress = ((await (await page.request.post("/api/timeline/feed")).json()) as { https: string })
    .https;
  const feed = async () =>
    (await page.request.get(new URL(feedAddress).pathname, { headers: { cookie: "" } })).text();
  expect(await feed()).toContain("SUMMARY:UA 1543");
  expect(await feed()).not.toContain("STATUS:CANCELLED");

  // Eve knows the forwarding address and sends the airline's cancellation to it (twice).
  const address = await page.getByLabel("Forwarding address").inputValue();
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({ envelope: { from: "eve@evil.test", to: [address] }, raw: cancellationRaw });
  await transport.sendMail({
    envelope: { from: "eve@evil.test", to: [address] },
    raw: cancellationRaw.replace(
      "Subject: Your trip has been canceled: KQ4M8R",
      "Subject: Re: Your trip has been canceled: KQ4M8R",
    ),
  });
  const held = page.getByTestId("email-row").filter({ has: page.getByTestId("held-email") });
  await expect(held).toHaveCount(2);
  await expect(held.getByTestId("email-state")).toHaveText([
    "From a sender you have not approved",
    "From a sender you have not approved",
  ]);
  await expect(held.first()).toContainText("eve@evil.test");
  await expect(held.first()).toContainText("Nothing in it was read or applied");

  // Nothing changed: the feed and the timeline still have the flight, not cancelled.
  expect(await feed()).not.toContain("STATUS:CANCELLED");
  await page.goto("/timeline");
  const flight = page.getByTestId("timeline-item").filter({ hasText: "UA 1543" });
  await expect(flight).toHaveCount(1);
  await expect(flight).not.toContainText("Cancelled");

  // Discard one: it is gone.
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Discard Re: Your trip has been canceled: KQ4M8R" }).click();
  await expect(held).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^Re: Your trip has been canceled/ })).toHaveCount(0);

  // Approve the other: its sender becomes one of the user's addresses and the cancellation applies.
  await page.getByRole("button", { name: "Approve sender of Your trip has been canceled: KQ4M8R" }).click();
  await expect(held).toHaveCount(0);
  await expect(row(page, /^Your trip has been canceled/).getByTestId("email-state")).toHaveText("Parsed", {
    timeout: 30_000,
  });
  await expect.poll(feed, { timeout: 30_000 }).toContain("STATUS:CANCELLED");
  await page.goto("/timeline");
  await expect(page.getByTestId("timeline-item").filter({ hasText: "UA 1543" })).toContainText("Cancelled");
  await page.goto("/settings");
  await expect(page.getByRole("list", { name: "Your email addresses" })).toContainText("eve@evil.test");
});

test("settings: your email addresses are added, validated and removed", async ({ page }) => {
  const own = await signUpInbox(page);
  await page.goto("/settings");
  const list = page.getByRole("list", { name: "Your email addresses" });
  await expect(list).toContainText(own);
  // The e2e launcher configures a mail relay (playwright.config.ts SMTP_OUT_URL): an added address
  // counts only once the link emailed to it is followed.
  await expect(page.getByText("Milepost emails it a link")).toBeVisible();
  await page.getByLabel("Add an address").fill("not-an-address@");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await page.getByLabel("Add an address").fill("Alex.Work@Example.org");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const pending = list.getByRole("listitem").filter({ hasText: "alex.work@example.org" });
  await expect(pending).toContainText("waiting for you to follow the link we emailed to it");
  // The link as the outbox holds it for the address (the relay's delivery is e2e/watch-and-tell.spec.ts's).
  const link = await withDb(async (c) => {
    const r = await c.query(
      `SELECT text FROM "OutboxEmail" WHERE "toAddress" = 'alex.work@example.org' AND kind = 'address-confirmation' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    return /(\/settings\/confirm-address\?token=\S+)/.exec(String(r.rows[0]?.text))?.[1];
  });
  expect(link).toBeTruthy();
  await page.goto(`${link!.slice(0, -4)}xxxx`); // an altered token confirms nothing
  await expect(page.getByText("This confirmation link is not valid.")).toBeVisible();
  await page.goto(link!);
  await expect(page.getByText("alex.work@example.org")).toBeVisible();
  await page.getByRole("button", { name: "Confirm this address" }).click();
  await expect(page.getByText("The address is confirmed.")).toBeVisible();
  await page.goto("/settings");
  await expect(list).toContainText("alex.work@example.org");
  await expect(list).not.toContainText("waiting for you to follow the link");
  await page.getByRole("button", { name: "Remove alex.work@example.org" }).click();
  await expect(list).not.toContainText("alex.work@example.org");
});
