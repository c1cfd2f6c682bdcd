// Secrets in request paths stay out of the access log (issue 34 item 3). A fresh user's real calendar
// feed is fetched at its secret address, every route declared secret in scripts/launch/secret-paths.ts
// is requested with a canary in its secret segment, and the routes whose codes travel in the query
// (an invite's return, a mailbox sign-in's return) are requested with canary codes; then the launcher's
// log is searched: the access lines are there, with "[redacted]" where the secret was, and no canary.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { SECRET_ROUTES } from "../scripts/launch/secret-paths";
import { signUp } from "./fixtures/sign-up";
import { LOG_FILE, recordCanary } from "./log-secrets";

test.use({ storageState: { cookies: [], origins: [] } });

const canary = (name: string) => recordCanary(name, `canary${randomBytes(12).toString("hex")}`).value;

test("feed tokens, declared token routes and codes in the query never reach the access log", async ({
  page,
}) => {
  test.skip(
    !fs.existsSync(LOG_FILE),
    `no launcher log at ${LOG_FILE}: the app was not started by this run with MILEPOST_LOG_FILE`,
  );
  await signUp(page, "log-paths");
  const feed = await page.request.post("/api/timeline/feed");
  expect(feed.ok(), await feed.text()).toBe(true);
  const feedUrl = new URL(((await feed.json()) as { https: string }).https);
  const token = recordCanary(
    "calendar feed token",
    feedUrl.pathname
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, ""),
  ).value;
  const ics = await page.request.get(feedUrl.pathname);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain("BEGIN:VCALENDAR");

  const secrets = [token];
  const expected: RegExp[] = [/GET \/api\/calendar\/\[redacted\]\.ics 200 /];
  for (const { route, secret } of SECRET_ROUTES) {
    const value = canary(`secret segment of ${route}`);
    secrets.push(value);
    const path = route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, __, name: string) =>
      secret.includes(name) ? value : "x",
    );
    await page.request.get(path);
    expect.soft(path).toContain(value);
  }
  const code = canary("invite code");
  const state = canary("invite state");
  const mailboxCode = canary("mailbox sign-in code");
  secrets.push(code, state, mailboxCode);
  await page.request.get(`/business/connect/return?code=${code}&state=${state}`, { maxRedirects: 0 });
  await page.request.get(`/api/mailboxes/auth/return?code=${mailboxCode}&state=${state}`, {
    maxRedirects: 0,
  });
  expected.push(/GET \/business\/connect\/return 30\d /, /GET \/api\/mailboxes\/auth\/return 30\d /);

  const accessLines = () =>
    fs
      .readFileSync(LOG_FILE, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("access"));
  for (const line of expected)
    await expect
      .poll(() => accessLines().some((l) => line.test(l)), { message: `an access line like ${line}` })
      .toBe(true);
  const leaks = accessLines().filter((l) => secrets.some((s) => l.includes(s)));
  expect(leaks).toEqual([]);
  expect(
    fs
      .readFileSync(LOG_FILE, "utf8")
      .split("\n")
      .filter((l) => secrets.some((s) => l.includes(s))),
  ).toEqual([]);
});
