// Watch and tell (issue 37), end to end with the real worker, simulator and an SMTP sink this spec
// starts on the port the launcher's SMTP_OUT_URL points at (playwright.config.ts): a watched search
// run by the worker finds seats → one notice on screen (the navigation's count arrives over the
// event stream, no reload) and one email in the sink; its one-click unsubscribe works without a
// session and a forged one does nothing; the same availability found again tells nothing new.
import { expect, test } from "@playwright/test";
import { startSmtpSink } from "../lib/test/smtp-sink";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });

const SINK_PORT = Number(process.env.E2E_MAIL_SINK_PORT ?? 2636);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
});
test.afterAll(async () => {
  await sink?.close();
});

test("a watched search finds seats: one notice, one email, one-click unsubscribe for its owner only", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = await signUp(page, "watcher");
  const created = await page.request.post("/api/flights/searches", {
    data: {
      programs: ["alaska"],
      from: "SEA",
      to: "JFK",
      date: inDays(40),
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/flights?search=${id}`);
  await page.getByRole("button", { name: "Watch this search" }).click({ timeout: 60_000 });
  await page.getByRole("button", { name: "Start watching" }).click();
  await expect(page.getByText("Watching this search.")).toBeVisible();

  await page.goto("/watches");
  await expect(page.getByRole("heading", { name: "SEA → JFK" })).toBeVisible();
  await expect(page.getByText("It has not run yet.")).toBeVisible();
  await page.getByRole("button", { name: "Run now" }).click();
  // The worker runs it at low priority, the simulator answers, the evaluation tells: the count in the
  // navigation arrives over the event stream while this page stays open.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByTestId("unread-count")).toHaveText(/^1\s*unread$/, { timeout: 180_000 });
  await expect(page.getByRole("list", { name: "Found" })).toBeVisible({ timeout: 20_000 });

  await page.goto("/notifications");
  const notice = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(/SEA → JFK: \d+ new award options?/);
  await expect
    .poll(() => sink.messages.filter((m) => m.to.includes(email)).length, { timeout: 90_000 })
    .toBe(1);
  await page.reload();
  await expect(notice).toContainText("Email sent");
  const mail = sink.messages.find((m) => m.to.includes(email))!;
  expect(mail.text).toContain("SEA → JFK");
  expect(mail.html).toContain("Open in Milepost");
  const link = /^<(.+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1];
  expect(link).toBeTruthy();

  // The same availability again: a second run finds the same seats and tells nothing new, on screen or by email.
  type WatchRow = { status: string; lastRunAt: string | null };
  const watchNow = async () => ((await (await page.request.get("/api/watches")).json()) as WatchRow[])[0]!;
  const firstRun = (await watchNow()).lastRunAt;
  expect(firstRun).not.toBeNull();
  await page.goto("/watches");
  await page.getByRole("button", { name: "Run now" }).click();
  await expect
    .poll(
      async () => {
        const w = await watchNow();
        return w.lastRunAt !== firstRun && w.status === "active";
      },
      { timeout: 180_000 },
    )
    .toBe(true);
  await page.goto("/notifications");
  await expect(notice).toHaveCount(1);
  await expect(nav.getByTestId("unread-count")).toHaveText(/^1\s*unread$/);
  await page.waitForTimeout(5_000); // the outbox is sent every few seconds: nothing new may leave
  expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1);

  // Another user's id under this signature: refused. Then the real link, from a browser with no session.
  const [payload, mac] = new URL(link!).pathname.split("/").pop()!.split(".");
  const forged = `${Buffer.from(`someone-else\n${Buffer.from(payload!, "base64url").toString().split("\n")[1]}`).toString("base64url")}.${mac}`;
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anon = stranger.request;
  expect(
    (
      await anon.post(`/api/notifications/unsubscribe/${forged}`, {
        form: { "List-Unsubscribe": "One-Click" },
      })
    ).status(),
  ).toBe(404);
  const one = await anon.post(new URL(link!).pathname, { form: { "List-Unsubscribe": "One-Click" } });
  expect(one.status()).toBe(200);
  expect(await one.text()).toContain("Unsubscribed");
  await stranger.close();
  await page.goto("/settings");
  await expect(page.getByLabel("Watched searches by email")).toHaveValue("off");
  await expect(page.getByLabel("Expiring points by email")).toHaveValue("instant");

  // Mark all read: the count leaves the navigation.
  await page.goto("/notifications");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(nav.getByTestId("unread-count")).toHaveCount(0);
});
