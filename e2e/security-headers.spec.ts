// Security headers (issue 18, OWASP ASVS 14.4): every page carries a nonce-based CSP without
// 'unsafe-inline' scripts and with frame-ancestors 'none'; every response (pages, API routes,
// static files) carries Referrer-Policy, nosniff and X-Frame-Options; and pages really run under it.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loginWithTrip } from "./fixtures/login-with-trip";

const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("pages: a fresh nonce per request, no inline scripts allowed, no framing", async ({ request }) => {
    const [a, b] = [await request.get("/sign-in"), await request.get("/sign-in")];
    const csp = a.headers()["content-security-policy"] ?? "";
    console.log(`[headers] /sign-in Content-Security-Policy: ${csp}`);
    expect(scriptSrc(csp)).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(b.headers()["content-security-policy"]).not.toBe(csp); // the nonce changes
    // Every script in the page carries that request's nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
  });

  test("every kind of response carries the fixed headers", async ({ request }) => {
    const html = await (await request.get("/sign-in")).text();
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)![0];
    for (const path of ["/sign-in", "/api/health", "/api/accounts", asset]) {
      const h = (await request.get(path)).headers();
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["x-frame-options"], path).toBe("DENY");
    }
  });

  test("the page hydrates under the policy: Next's inline and bundled scripts ran, no violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/sign-in");
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)),
      )
      .toBe(true);
    expect(violations).toEqual([]);
  });

  test("markup that slipped into the page cannot run an inline handler", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto("/sign-in");
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        "beforeend",
        '<img id="x" src="/no-such-image.png" onerror="window.__injected = true">',
      ),
    );
    await expect.poll(() => violations.length).toBeGreaterThan(0); // the browser refused it, and said why
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true),
    ).toBe(false);
  });
});

test("signed-in pages carry the policy too and render without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/dashboard");
  expect(scriptSrc(res!.headers()["content-security-policy"] ?? "")).toContain("'strict-dynamic'");
  await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the newer pages run under the policy: trip map, balance chart (Recharts), inbox upload", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });

  // A balance chart (client-side Recharts): an American Airlines login linked through the API; its
  // first check brings the history the chart draws, and a trip for the map below. Linked first, with
  // a login that has a trip: otherwise the demo user's trips were whatever the accounts other specs
  // left linked happened to have (in a fresh database, none on about 1 run in 20).
  const linked = await page.request.post("/api/accounts", {
    data: {
      providerCode: "aa",
      values: { login: loginWithTrip("csp"), password: "hunter22", login2: "Traveler" },
    },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  await page.goto(`/accounts/${((await linked.json()) as { id: string }).id}`);
  await expect(page.getByText("Up to date").first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("img", { name: /Balance over time/ })).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();

  // The timeline's trip map (d3-geo, drawn as SVG) for the demo user's first trip, upcoming or past.
  let tripHref: string | null = null;
  for (const view of ["/timeline", "/timeline?view=past"]) {
    await page.goto(view);
    tripHref ??= await page
      .locator('a[href*="trip="]')
      .first()
      .getAttribute("href", { timeout: 2_000 })
      .catch(() => null);
  }
  expect(tripHref, "the demo user has a trip to map").toBeTruthy();
  await page.goto(tripHref!);
  await expect(page.getByRole("img", { name: /^Map of / })).toBeVisible();

  // The inbox's upload: a sample email goes through the client-side uploader and shows up as a row.
  await page.goto("/inbox");
  const raw = fs.readFileSync(path.resolve("simulator/samples/emails/air-canada-incomplete.eml"), "utf8");
  const subject = `CSP check ${Date.now()}`;
  const buffer = Buffer.from(raw.replace(/^Subject:.*$/m, `Subject: ${subject}`));
  await page
    .getByLabel("Email files")
    .setInputFiles([{ name: "csp-check.eml", mimeType: "message/rfc822", buffer }]);
  await expect(
    page.getByTestId("email-row").filter({ has: page.getByRole("link", { name: subject }) }),
  ).toBeVisible();

  expect(violations).toEqual([]);
});
