// Watch and tell (issue 37), end to end with the real worker, simulator and an SMTP sink this spec
// starts on the port the launcher's SMTP_OUT_URL points at (playwright.config.ts): a watched search
// run by the worker finds seats → one notice on screen (the navigation's count arrives over the
// event stream, no reload) and one email in the sink; its one-click unsubscribe works without a
// session and a forged one does nothing; the same availability found again tells nothing new.
// A round trip with flexible days (issue 38) is watched from its results page with every leg and
// its ± days, and a run finds whole journeys: one notice, one email, each leg's program by name.
// Both tests are in this file: they share the sink on its one port.
import { expect, test } from "@playwright/test";
import { startSmtpSink } from "../lib/test/smtp-sink";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });

const SINK_PORT = Number(process.env.E2E_MAIL_SINK_PORT ?? 2636);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

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

test("a watched round trip with flexible days finds bookable journeys: one notice, one email", async ({
  page,
}) => {
  // The search's 6 requests, then the run's 6 at the watches' low priority, on a shared machine.
  test.setTimeout(300_000);
  const email = await signUp(page, "journeywatch");
  const [out, back] = [inDays(40), inDays(47)];
  const created = await page.request.post("/api/flights/searches", {
    data: {
      trip: "roundTrip",
      programs: ["flyingblue"],
      from: "JFK",
      to: "CDG",
      date: out,
      flex: 1,
      returnDate: back,
      returnFlex: 1,
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/flights?search=${id}`);
  // 2 legs × 3 days × 1 program; the watch is offered once they have all answered.
  await expect(page.getByText("All 6 searches finished")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("list", { name: "Journeys" }).getByTestId("journey").first()).toBeVisible();
  const legs = `JFK → CDG ${out} ±1 day; CDG → JFK ${back} ±1 day`;
  await page.getByRole("button", { name: "Watch this search" }).click();
  await expect(page.getByTestId("watch-trip")).toHaveText(`Every leg as searched: ${legs}`);
  await page.getByRole("button", { name: "Start watching" }).click();
  await expect(
    page.getByText("Watching this search. You will be told of new bookable journeys"),
  ).toBeVisible();

  // The Watches page says it as a round trip, with both legs and their ± days.
  await page.goto("/watches");
  const summary = "JFK ⇄ CDG, round trip (±1 day)";
  await expect(page.getByRole("heading", { name: summary })).toBeVisible();
  await expect(page.getByText(legs)).toBeVisible();
  await expect(page.getByText("It has not run yet.")).toBeVisible();
  await page.getByRole("button", { name: "Run now" }).click();
  // The run sends the whole fan-out again; once every request has answered the worker pairs the
  // journeys and tells: the navigation's count arrives over the event stream on this open page.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByTestId("unread-count")).toHaveText(/^1\s*unread$/, { timeout: 180_000 });
  const found = page.getByRole("list", { name: "Found" }).getByRole("listitem");
  // A journey: its miles for the whole trip, then each leg from a day of the first leg's window.
  const firstDays = [addDays(out, -1), out, addDays(out, 1)].join("|");
  await expect(found.first()).toContainText(
    new RegExp(`^[\\d,]+ miles per person for the journey · (${firstDays}) JFK`),
    { timeout: 20_000 },
  );
  await expect(found.first()).toContainText("on Air France-KLM Flying Blue");

  await page.goto("/notifications");
  const notice = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(notice).toHaveCount(1);
  const told = new RegExp(`${summary.replace(/[()]/g, "\\$&")}: [\\d,]+ new bookable journeys?`);
  await expect(notice).toContainText(told);
  await expect(notice).toContainText("miles per person for the journey");
  await expect
    .poll(() => sink.messages.filter((m) => m.to.includes(email)).length, { timeout: 90_000 })
    .toBe(1);
  const mail = sink.messages.find((m) => m.to.includes(email))!;
  expect(mail.subject).toMatch(told);
  expect(mail.text).toMatch(
    /\d[\d,]* miles per person for the journey: .* on Air France-KLM Flying Blue; .* on Air France-KLM Flying Blue/,
  );
  await page.reload();
  await expect(notice).toContainText("Email sent");
});
