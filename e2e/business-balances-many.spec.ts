// Team balances of a large business: the table draws its first 100 rows and says how many there are;
// "Show more" adds the next 100; a filter starts again from its first rows and counts what matches;
// Export CSV and the totals cover every matching row, not only the ones drawn. The rows are seeded
// straight into the database (a synced business of 250 accounts), so no sync runs here.
import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { withDb } from "./fixtures/seed";
import { signUp } from "./fixtures/sign-up";

test.use({ storageState: { cookies: [], origins: [] } });

const PEOPLE = ["Ada Lindqvist", "Bruno Okafor", "Chiara Russo", "Dev Raman", "Emeka Obi"];
const PER_PERSON = 50; // 250 accounts

test("250 shared accounts: 100 drawn at a time, counts in words, filters and CSV over every row", async ({ page }) => {
  const email = await signUp(page, "many");

  await withDb(async (c) => {
    const id = () => `e2e${randomBytes(8).toString("hex")}`;
    const { rows: [user] } = await c.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    const connectionId = id();
    await c.query(`INSERT INTO "BusinessConnection" (id, "userId", "apiKeySealed", "apiKeyLast4", "lastSyncAt", "updatedAt") VALUES ($1, $2, 'not-a-key', '-key', now(), now())`, [connectionId, user!.id]);
    let remote = 1000;
    for (const [p, fullName] of PEOPLE.entries()) {
      const personId = id();
      await c.query(`INSERT INTO "BusinessPerson" (id, "userId", "connectionId", kind, "remoteId", "fullName", level, "updatedAt") VALUES ($1, $2, $3, 'member', $4, $5, 3, now())`, [personId, user!.id, connectionId, p + 1, fullName]);
      for (let k = 0; k < PER_PERSON; k++) {
        remote++;
        await c.query(
          `INSERT INTO "BusinessAccount" (id, "userId", "connectionId", "personId", "remoteId", code, "displayName", kind, "balanceText", "balanceRaw", "fetchedAt", "indexChangeDate", "updatedAt")
           VALUES ($1, $2, $3, $4, $5, 'delta', $6, 'Airlines', $7, $8, now(), now(), now())`,
          [id(), user!.id, connectionId, personId, remote, `Delta SkyMiles ${String(k + 1).padStart(2, "0")}`, (1000 * (k + 1)).toLocaleString("en-US"), 1000 * (k + 1)],
        );
      }
    }
  });

  await page.goto("/business/balances");
  const table = page.getByRole("table", { name: "Team balances" });
  const status = page.locator("#balances-count");
  await expect(status).toHaveText("Showing 100 of 250 accounts");
  await expect(table.locator("tbody tr")).toHaveCount(100);
  await page.getByRole("button", { name: "Show 100 more (150 not shown)" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(200);
  await expect(status).toHaveText("Showing 200 of 250 accounts");
  await page.getByRole("button", { name: "Show 50 more (50 not shown)" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(250);
  await expect(status).toHaveText("250 accounts");
  await expect(page.getByRole("button", { name: /more/ })).toHaveCount(0);

  // A filter counts its matches and starts from its first rows again.
  await page.getByLabel("Person", { exact: true }).selectOption({ label: "Chiara Russo" });
  await expect(status).toHaveText("50 of 250 accounts match");
  await expect(table.locator("tbody tr")).toHaveCount(50);
  await page.getByLabel("Person", { exact: true }).selectOption({ label: "Everyone" });
  await expect(table.locator("tbody tr")).toHaveCount(100);

  // The CSV holds every row, not the 100 drawn.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = (await fs.readFile((await (await download).path())!, "utf8")).trim().split("\r\n");
  expect(csv).toHaveLength(1 + 250);
  expect(csv.filter((line) => line.startsWith("Emeka Obi,"))).toHaveLength(50);
});
