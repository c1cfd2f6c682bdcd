// Cross-site writes are refused (issue 34 item 4). A page on another origin of the same machine
// (the simulator's port: same-site, so the SameSite=Lax session cookie IS sent) tries to change the
// signed-in user's names with a text/plain "simple request", as a hostile page would; then direct
// requests with an evil Origin, with Sec-Fetch-Site cross-site, and with a non-JSON body. Nothing
// changes. The same change from the app's own origin, as JSON, goes through; a service's callback
// (no Origin, Basic auth) is still judged by its credentials alone.
import { expect, test } from "@playwright/test";
import { signUp } from "./fixtures/sign-up";

const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;

test.use({ storageState: { cookies: [], origins: [] } });

test("another site cannot write; the app's own pages and the services' callbacks can", async ({
  page,
  baseURL,
}) => {
  await signUp(page, "cross-site");
  const names = async () =>
    ((await (await page.request.get("/api/inbox/settings")).json()) as { travelerNames: string[] })
      .travelerNames;
  expect(await names()).toEqual([]);
  const forged = JSON.stringify({ travelerNames: ["Eve Stranger"] });

  // From a page on another origin, in the browser, with the user's cookies: a "simple" POST that
  // needs no preflight (no-cors), as the attacker rotated the forwarding address.
  const settings = async () =>
    (await (await page.request.get("/api/inbox/settings")).json()) as { forwardingAddress: string };
  const address = (await settings()).forwardingAddress;
  await page.goto(`${SIM}/_control/health`);
  await page.evaluate(async (url) => {
    await fetch(url, {
      method: "POST",
      credentials: "include",
      mode: "no-cors",
      headers: { "content-type": "text/plain" },
      body: "{}",
    }).catch(() => null);
  }, `${baseURL}/api/inbox/settings/forwarding`);
  expect((await settings()).forwardingAddress).toBe(address);

  // Direct requests carrying the user's session, the way a cross-site form or fetch would arrive.
  const evil = await page.request.patch("/api/inbox/settings", {
    headers: { origin: "http://evil.test", "content-type": "text/plain" },
    data: forged,
  });
  expect(evil.status()).toBe(403);
  expect(((await evil.json()) as { error: { code: string } }).error.code).toBe("cross_site");
  const sameSite = await page.request.patch("/api/inbox/settings", {
    headers: { origin: SIM, "content-type": "application/json" },
    data: forged,
  });
  expect(sameSite.status()).toBe(403);
  const fetchSite = await page.request.patch("/api/inbox/settings", {
    headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
    data: forged,
  });
  expect(fetchSite.status()).toBe(403);
  const rotate = await page.request.post("/api/inbox/settings/forwarding", {
    headers: { origin: "http://evil.test" },
  });
  expect(rotate.status()).toBe(403);
  expect((await settings()).forwardingAddress).toBe(address);
  // Not JSON where JSON is expected, even from no site at all.
  const plain = await page.request.patch("/api/inbox/settings", {
    headers: { "content-type": "text/plain" },
    data: forged,
  });
  expect(plain.status()).toBe(415);
  expect(await names()).toEqual([]);

  // The app's own origin, as JSON: accepted.
  const own = await page.request.patch("/api/inbox/settings", {
    headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
    data: { travelerNames: ["Alex Morgan"] },
  });
  expect(own.status(), await own.text()).toBe(200);
  expect(await names()).toEqual(["Alex Morgan"]);

  // A service's callback: no Origin, judged by its Basic credentials (401 for wrong ones, not 403).
  const callback = await page.request.post("/api/callbacks/flights", {
    headers: { authorization: `Basic ${Buffer.from("flights-callback:wrong-password").toString("base64")}` },
    data: {},
  });
  expect(callback.status()).toBe(401);
});

test("a server action posted from another site is refused before it runs", async ({ page, baseURL }) => {
  await signUp(page, "cross-site-action");
  // The Settings page's forms are server actions (Next-Action header): replayed from evil.test.
  const res = await page.request.post("/settings", {
    headers: {
      origin: "http://evil.test",
      "next-action": "0".repeat(40),
      "content-type": "text/plain;charset=UTF-8",
    },
    data: "[]",
  });
  expect(res.status()).toBe(403);
  // From the app's own origin the same request reaches Next (which then finds no such action).
  const own = await page.request.post("/settings", {
    headers: { origin: baseURL!, "next-action": "0".repeat(40), "content-type": "text/plain;charset=UTF-8" },
    data: "[]",
  });
  expect(own.status()).not.toBe(403);
});
