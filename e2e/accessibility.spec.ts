// Accessibility (issue 18): axe-core on every page of the route tree (a new page is covered without
// touching this file; pages with an id are opened with one of the demo user's objects where it has
// one), signed in and signed out, at 1280 and 390 px: no serious or critical violation. Plus a
// keyboard-only sign-in.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginWithTrip } from "./fixtures/login-with-trip";
import { signUp } from "./fixtures/sign-up";

function pages(dir = path.resolve("app"), at = ""): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory())
      out.push(...pages(path.join(dir, e.name), at + (/^\(.*\)$/.test(e.name) ? "" : `/${e.name}`)));
    else if (/^page\.(tsx|ts|jsx|js)$/.test(e.name)) out.push(at || "/");
  }
  return out;
}

const OPEN = new Set(["/sign-in", "/sign-up"]);
const all = pages();
const WIDTHS = [1280, 390];

async function audit(page: Page, url: string) {
  await page.goto(url);
  // Ready when the page's heading is drawn and nothing says it is still loading. (Not "network idle":
  // live pages hold an event stream open, docs/architecture.md "Live updates", so they never are.)
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  console.log(
    `[a11y] ${url} @${page.viewportSize()?.width}px: ${result.violations.length} violations, ${bad.length} serious/critical${summary.length ? `\n  ${summary.join("\n  ")}` : ""}`,
  );
  expect(summary, url).toEqual([]);
}

/** A real URL for a page with a dynamic segment, from the demo user's data (made when missing); null when it knows no way. */
async function resolve(page: Page, pattern: string): Promise<string | null> {
  // Team balances redirects to /business without a connection (after the page has streamed, so axe
  // would run during the navigation): open it as a connected user, like the business pages with an id.
  if (pattern === "/business/balances") {
    await connectBusiness(page);
    return pattern;
  }
  if (!pattern.includes("[")) return pattern;
  if (pattern === "/accounts/link/[code]") return "/accounts/link/aa";
  const lists: Record<string, [string, string]> = {
    "/accounts/[id]": ["/api/accounts", "id"],
    "/inbox/[id]": ["/api/inbox/emails", "id"],
  };
  if (pattern.startsWith("/business/")) return businessUrl(page, pattern);
  if (pattern === "/cards/[cardId]") {
    await page.goto("/cards/browse");
    const href = await page
      .locator('a[href^="/cards/"]')
      .evaluateAll((as) =>
        as
          .map((a) => a.getAttribute("href"))
          .find((h) => h && /^\/cards\/[^/]+$/.test(h) && h !== "/cards/browse"),
      );
    return href ?? null;
  }
  const list = lists[pattern];
  if (!list) return null;
  const first = async () => {
    const body = (await (await page.request.get(list[0])).json()) as unknown;
    const items = (
      Array.isArray(body) ? body : (Object.values(body as object).find(Array.isArray) ?? [])
    ) as Record<string, string>[];
    return items[0]?.[list[1]] ?? null;
  };
  // Whether the demo user already has one depends on which specs ran before on the other worker:
  // make one rather than skip the page.
  if (!(await first())) await makeOne(page, pattern);
  const id = await first();
  return id ? pattern.replace(/\[[^\]]+\]/, id) : null;
}

/** One object for a page with an id, made through the API as a user would: a linked account
 *  (checked, with a trip), an uploaded booking email. */
async function makeOne(page: Page, pattern: string): Promise<void> {
  if (pattern === "/accounts/[id]") {
    const linked = await page.request.post("/api/accounts", {
      data: {
        providerCode: "aa",
        values: { login: loginWithTrip("a11y"), password: "pw-a11y", login2: "Traveler" },
      },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    const { id } = (await linked.json()) as { id: string };
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/accounts/${id}`)).json()) as {
              pending: boolean;
              state: number | null;
            }
          ).state === 1,
        { timeout: 45_000 },
      )
      .toBe(true);
  }
  if (pattern === "/inbox/[id]") {
    const raw = fs.readFileSync(path.resolve("simulator/samples/emails/air-canada-incomplete.eml"), "utf8");
    const sent = await page.request.post("/api/inbox/emails?origin=upload&name=a11y.eml", {
      data: raw,
      headers: { "content-type": "message/rfc822" },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
}

/** The demo user has no business connection (and its key must stay its own choice), so business
 *  pages with an id are opened as a fresh user connected with the simulator's business key, after the
 *  first sync brought its people and accounts in. */
async function connectBusiness(page: Page): Promise<void> {
  await page.context().clearCookies();
  await signUp(page, "a11y-business");
  expect(
    (
      await page.request.put("/api/business/connection", { data: { apiKey: "milepost:business-local-key" } })
    ).ok(),
  ).toBe(true);
}

async function businessUrl(page: Page, pattern: string): Promise<string | null> {
  await connectBusiness(page);
  await page.goto("/business/balances");
  const prefix = pattern.startsWith("/business/people/") ? "/business/people/" : "/business/accounts/";
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(async () => {
    await page.reload();
    await expect(link).toBeAttached({ timeout: 2_000 }); // the table (wide) and the cards (narrow) both hold it
  }).toPass({ timeout: 60_000 });
  return link.getAttribute("href");
}

for (const width of WIDTHS) {
  test.describe(`signed out at ${width}px`, () => {
    test.use({ storageState: { cookies: [], origins: [] }, viewport: { width, height: 900 } });
    for (const url of all.filter((p) => OPEN.has(p))) test(`axe ${url}`, ({ page }) => audit(page, url));
  });

  test.describe(`signed in at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const pattern of all.filter((p) => !OPEN.has(p))) {
      test(`axe ${pattern}`, async ({ page }) => {
        // Every page is audited: one with an id the demo user has no object for is made one (makeOne),
        // so a page that cannot be opened fails here rather than passing unseen.
        const url = await resolve(page, pattern);
        expect(url, `nothing to open at ${pattern}: teach resolve() how to make one`).not.toBeNull();
        await audit(page, url!);
      });
    }
  });
}

test.describe("keyboard only", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("sign in with the keyboard alone", async ({ page }) => {
    await page.goto("/sign-in");
    // Tab from the top of the page to the email field: every stop on the way is visible.
    for (
      let i = 0;
      i < 15 && !(await page.getByLabel("Email").evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.keyboard.type("demo@milepost.test");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type("milepost-demo");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  });
});
