// XSS corpus (issue 18, OWASP XSS filter evasion cheat sheet): a fresh user makes requests the
// simulator marks for its test-only text corpus (SIM_TEXT_CORPUS=on, simulator/harness/text-corpus.ts),
// so every provider text field of that traffic — flights, hotels, loyalty accounts, email parse
// results, business export — arrives carrying a payload, through the app's real clients, callback
// receivers and normalizers. The email itself also carries payloads in its subject (the parser's
// own path). Then every page that shows that data is opened in Chromium and must show the payloads
// as text: no dialog, no page error, no CSP violation (nothing injected even tried to run), the
// payloads' flag never set, no `javascript:`/`data:` URL in any link or source, no event-handler
// attribute anywhere. Cards are not covered here: the card listing is one catalogue shared by every
// user, so marking it would change what the other specs see (see docs/security.md "Guarantees").
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { postWhenKnown } from "./fixtures/post-when-known";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: "serial" });

const tag = randomBytes(4).toString("hex");
const MARK = `xss-corpus-${tag}`;
const MARKUP_PAYLOADS = 22; // simulator/harness/text-corpus.ts XSS_PAYLOADS
const URL_PAYLOADS = 6; // … URL_PAYLOADS
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface PageReport {
  page: string;
  fields: number; // text nodes and attributes showing a payload
  payloads: string[]; // distinct payload numbers seen
  bad: string[]; // executable markup or URLs found in the DOM
  fired: unknown;
}

const totals = {
  pages: 0,
  fields: 0,
  payloads: new Set<string>(),
  dialogs: [] as string[],
  errors: [] as string[],
  csp: [] as string[],
  bad: [] as string[],
};

function watch(page: Page) {
  page.on("dialog", (d) => {
    totals.dialogs.push(`${page.url()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => totals.errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) totals.csp.push(`${page.url()}: ${m.text()}`);
  });
}

/** What the page shows of the corpus, and anything in its DOM that could run. */
async function inspect(page: Page, label: string, minFields = 1): Promise<PageReport> {
  // Pages that must show the corpus wait for it; summary pages (which may show none of it) are
  // inspected once loaded.
  if (minFields > 0)
    await expect(
      page
        .getByText(/xss#\d\d/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible({ timeout: 60_000 });
  else await page.waitForLoadState("load");
  const r = await page.evaluate(() => {
    const bad: string[] = [];
    const payloads = new Set<string>();
    let fields = 0;
    const urlAttrs = new Set([
      "href",
      "src",
      "action",
      "formaction",
      "data",
      "xlink:href",
      "poster",
      "background",
      "srcdoc",
    ]);
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const a of el.getAttributeNames()) {
        const v = el.getAttribute(a) ?? "";
        if (a.startsWith("on")) bad.push(`<${el.tagName.toLowerCase()} ${a}>`);
        // React's own placeholder on a form whose action is a server action is not provider input.
        const reactForm =
          a === "action" &&
          v.startsWith("javascript:throw new Error('A React form was unexpectedly submitted");
        if (
          urlAttrs.has(a) &&
          !reactForm &&
          /^(javascript|vbscript|data:text\/html)/i.test(v.replace(/[\s\u0000-\u001f]/g, ""))
        )
          bad.push(`<${el.tagName.toLowerCase()} ${a}="${v}">`);
        // Text attributes (aria-label, title, alt) showing a payload are inert; a style or URL one is not.
        if (/__xssFired|expression\(/.test(v) && (a === "style" || urlAttrs.has(a)))
          bad.push(`<${el.tagName.toLowerCase()} ${a}> carries a payload`);
        const m = v.match(/xss#\d\d/g);
        if (m) {
          fields++;
          m.forEach((x) => payloads.add(x));
        }
      }
      const tagName = el.tagName.toLowerCase();
      // The app's own inline scripts (Next's streamed page data, which carries the payloads as
      // escaped JSON strings) have the request's nonce; a script element without one came from markup.
      const carries = /__xssFired|javascript:/.test(el.textContent ?? "");
      if (tagName === "script" && carries && !el.hasAttribute("nonce")) bad.push("<script> from a payload");
      if (tagName === "style" && carries) bad.push("<style> from a payload");
      if (["iframe", "object", "embed", "base", "frame", "frameset"].includes(tagName))
        bad.push(`<${tagName}>`);
      if (tagName === "meta" && el.hasAttribute("http-equiv") && el.closest("body"))
        bad.push("<meta http-equiv> in the body");
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const m = (n.nodeValue ?? "").match(/xss#\d\d/g);
      if (m) {
        fields++;
        m.forEach((x) => payloads.add(x));
      }
    }
    return {
      bad,
      payloads: [...payloads],
      fields,
      fired: (window as unknown as { __xssFired?: unknown }).__xssFired,
    };
  });
  const report = { page: label, ...r };
  totals.pages++;
  totals.fields += r.fields;
  r.payloads.forEach((p) => totals.payloads.add(p));
  totals.bad.push(...r.bad.map((b) => `${label}: ${b}`));
  console.log(
    `[xss] ${label}: ${r.fields} fields with payloads (${r.payloads.length} distinct), ${r.bad.length} executable`,
  );
  expect(r.fired, `${label}: a payload ran`).toBeUndefined();
  expect(r.bad, label).toEqual([]);
  expect(r.fields, `${label}: the corpus was rendered`).toBeGreaterThanOrEqual(minFields);
  return report;
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  watch(page);
  await signUp(page, "xss", { email: `xss-${tag}@example.test`, password: `xss-password-${tag}` });
});

test.afterAll(async () => {
  await page?.close();
});

test("flights: airline, aircraft, meals, messages", async () => {
  test.setTimeout(120_000);
  const res = await postWhenKnown(page, "/api/flights/searches", {
    programs: ["krisflyer"],
    from: "SIN",
    to: "LHR",
    date: inDays(40),
    cabins: ["economy", "business"],
    adults: 1,
    currency: "USD",
    credentials: { krisflyer: { login: MARK, password: "xss-pass-1" } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/flights?search=${((await res.json()) as { id: string }).id}`);
  await inspect(page, "/flights?search");
});

test("hotels: names, descriptions, addresses, rooms, rates, preview links", async () => {
  test.setTimeout(120_000);
  const res = await postWhenKnown(page, "/api/hotels/searches", {
    programs: ["accor"],
    destination: "Paris, France",
    checkIn: inDays(40),
    checkOut: inDays(43),
    rooms: 1,
    adults: 2,
    kids: 0,
    credentials: { accor: { login: MARK, password: "xss-pass-2" } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/hotels?search=${((await res.json()) as { id: string }).id}`);
  await inspect(page, "/hotels?search");
  // Every room and rate of the first hotels, and each hotel's preview.
  const expanders = page.getByRole("button", { name: /rooms|rates/i });
  for (let i = 0; i < Math.min(3, await expanders.count()); i++) await expanders.nth(i).click();
  await inspect(page, "/hotels?search (rooms and rates)");
});

test("loyalty: account fields, balances, elite status, history, trips", async () => {
  test.setTimeout(120_000);
  const res = await postWhenKnown(page, "/api/accounts", {
    providerCode: "aa",
    values: { login: MARK, password: "xss-pass-3", login2: "Traveler" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = ((await res.json()) as { id: string }).id;
  await page.goto(`/accounts/${id}`);
  await expect(page.getByText("Up to date").first()).toBeVisible({ timeout: 60_000 });
  await inspect(page, "/accounts/[id]");
  await page.goto("/accounts");
  await inspect(page, "/accounts", 0);
  await page.goto("/dashboard");
  await inspect(page, "/dashboard", 0);
});

test("email results: itineraries, addresses, statements; the email's own subject", async () => {
  test.setTimeout(120_000);
  const samples = [
    "expedia-orlando-hotel-and-car.eml",
    "delta-connection-codeshare-two-travelers.eml",
    "united-mileageplus-statement.eml",
  ];
  const ids: string[] = [];
  for (const [i, name] of samples.entries()) {
    const raw = fs
      .readFileSync(path.resolve("simulator/samples/emails", name), "utf8")
      .replace(
        /^Subject:.*(\r?\n[ \t].*)*$/m,
        `Subject: xss#${String(90 + i)} <img src=x onerror=window.__xssFired=90> ${MARK}`,
      )
      .replace(/^Message-ID:.*$/m, `Message-ID: <${tag}.${i}@xss.example>`);
    const res = await page.request.post(`/api/inbox/emails?origin=upload&name=${encodeURIComponent(name)}`, {
      data: raw,
      headers: { "content-type": "message/rfc822" },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(((await res.json()) as { id: string }).id);
  }
  await page.goto("/inbox");
  await expect(page.getByText(/found|statement/i).first()).toBeVisible({ timeout: 60_000 });
  await inspect(page, "/inbox");
  for (const id of ids) {
    await page.goto(`/inbox/${id}`);
    await inspect(page, "/inbox/[id]");
  }
  for (const view of ["/timeline", "/timeline?view=past"]) {
    await page.goto(view);
    await inspect(page, view, 0);
  }
  // One timeline item opened (the expedia hotel: every source's fields).
  await page.goto("/timeline");
  const item = page.locator('a[href*="item="]').first();
  if (await item.count()) {
    await page.goto((await item.getAttribute("href"))!);
    await inspect(page, "/timeline?item");
  }
});

test("business: people, accounts, balances, properties, history", async () => {
  test.setTimeout(180_000);
  const key = await page.request.put("/api/business/connection", {
    data: { apiKey: "milepost:business-local-key#xss-corpus" },
  });
  expect(key.ok(), await key.text()).toBe(true);
  await page.goto("/business");
  await inspect(page, "/business");
  const person = await page.locator('a[href^="/business/people/"]').first().getAttribute("href");
  await page.goto("/business/balances");
  await inspect(page, "/business/balances");
  const account = await page.locator('a[href^="/business/accounts/"]').first().getAttribute("href");
  for (const [href, label] of [
    [person, "/business/people/[id]"],
    [account, "/business/accounts/[id]"],
  ] as const) {
    expect(href, `a link to ${label}`).toBeTruthy();
    await page.goto(href!);
    await inspect(page, label);
  }
});

test("cards: card, bank, category and merchant names, descriptions", async () => {
  test.setTimeout(180_000);
  // The listing is shared by every user: the corpus adds one card (simulator/services/cards/corpus-listing.ts)
  // for the next refresh (both cached variants), and a refresh afterwards takes it away again.
  const SIM = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? "4110"}`;
  const refreshUntil = async (present: boolean) => {
    await page.goto("/cards/browse");
    await page.getByRole("button", { name: "Refresh card data" }).click();
    await expect(async () => {
      await page.goto("/cards/browse");
      await expect(page.locator('a[href="/cards/990001"]')).toHaveCount(present ? 1 : 0, { timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
  };
  expect(
    (
      await page.request.post(`${SIM}/_control/scenario`, {
        data: { service: "cards", outcome: "xss-corpus", count: 2 },
      })
    ).ok(),
  ).toBe(true);
  try {
    await refreshUntil(true);
    await inspect(page, "/cards/browse");
    await page.goto("/cards/990001");
    await inspect(page, "/cards/[cardId]");
  } finally {
    await refreshUntil(false);
  }
});

test("figures: nothing ran anywhere", () => {
  const line = `[xss] ${MARKUP_PAYLOADS} markup + ${URL_PAYLOADS} URL payloads × ${totals.fields} rendered fields (${totals.payloads.size} distinct payloads seen) × ${totals.pages} pages checked: executions 0, dialogs ${totals.dialogs.length}, page errors ${totals.errors.length}, CSP violations ${totals.csp.length}, executable DOM ${totals.bad.length}`;
  console.log(line);
  expect(totals.dialogs).toEqual([]);
  expect(totals.errors).toEqual([]);
  expect(totals.csp).toEqual([]);
  expect(totals.bad).toEqual([]);
  expect(totals.pages).toBeGreaterThanOrEqual(10);
});
