// The callback receivers over real HTTP, the way a service (or an attacker) would call them.
import { expect, test } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";
import { throughLib, userIdOf } from "./fixtures/through-lib";

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const flightsAuth = basic("flights-callback", "flights-callback-local-secret");

for (const service of ["flights", "hotels", "loyalty", "email", "mailboxes", "mailbox-states"]) {
  test(`${service} receiver fails closed`, async ({ request }) => {
    const url = `/api/callbacks/${service}`;
    expect((await request.post(url, { data: { requestId: "r1", state: 1 } })).status()).toBe(401);
    expect(
      (
        await request.post(url, {
          data: { requestId: "r1", state: 1 },
          headers: { authorization: basic("x", "y") },
        })
      ).status(),
    ).toBe(401);
  });
}

test("malformed and oversize deliveries are refused", async ({ request }) => {
  const malformed = await request.post("/api/callbacks/flights", {
    data: "{not json",
    headers: { authorization: flightsAuth, "content-type": "application/json" },
  });
  expect(malformed.status()).toBe(400);
  const oversize = await request.post("/api/callbacks/flights", {
    data: JSON.stringify({ requestId: "big", state: 1, pad: "x".repeat(21 * 1024 * 1024) }),
    headers: { authorization: flightsAuth, "content-type": "application/json" },
  });
  expect(oversize.status()).toBe(413);
});

test("a delivery for an unknown request is acknowledged, twice", async ({ request }) => {
  const data = {
    requestId: `unknown-${Date.now()}`,
    userData: "",
    state: 1,
    message: "",
    requestDate: new Date().toISOString(),
    progress: {},
  };
  for (let i = 0; i < 2; i++) {
    const res = await request.post("/api/callbacks/flights", {
      data,
      headers: { authorization: flightsAuth },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["unknown-request"] });
  }
});

test("another user's request is not reachable", async ({ page, browser }) => {
  // The demo user's check of a newly linked account: a tracked request of theirs.
  const demoRequest = await throughLib<string>(
    "e2e/fixtures/lib-seeds.ts",
    "seedAccountCheck",
    await userIdOf("demo@milepost.test"),
  );
  expect((await page.request.get(`/api/requests/${demoRequest}`)).status()).toBe(200);

  // A second user asks for the demo user's request the way an attacker would: 404, like a missing one.
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const other = await ctx.newPage();
  await signUp(other, "other");
  expect((await other.request.get(`/api/requests/${demoRequest}`)).status()).toBe(404);
  await ctx.close();

  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await anonymous.request.get(`/api/requests/${demoRequest}`)).status()).toBe(401);
  await anonymous.close();
});
