// prisma/migrations/20261123310000_money converts stored floats exactly: run its SQL against tables
// of the old shape (in a scratch schema of the test database, so the real tables are untouched) and
// check every kind of value it meets. Integration: `npm test -- lib/money/money-migration.test.ts`.
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directDatabaseUrl } from "@/lib/database-urls";
import { toMinorUnits } from "@/lib/money/minor-units";

const SQL = path.join(process.cwd(), "prisma/migrations/20261123310000_money/migration.sql");
const schema = `money_mig_${process.pid}`;
let client: pg.Client;

// The columns the migration touches, as they were before it (Float = double precision).
const OLD_TABLES = `
CREATE TABLE "FlightRoute" (id serial, "currency" text NOT NULL, "taxes" double precision NOT NULL, "fees" double precision);
CREATE TABLE "FlightCalendarDay" (id serial, "currency" text NOT NULL, "taxes" double precision NOT NULL);
CREATE TABLE "HotelResult" (id serial, "cashPerNight" double precision, "cheapestCopay" double precision, "rooms" jsonb NOT NULL);
CREATE TABLE "LoyaltyAccount" (id serial, "balance" double precision, "previousBalance" double precision);
CREATE TABLE "LoyaltyHistoryRow" (id serial, "miles" double precision);
CREATE TABLE "LoyaltyBalanceSnapshot" (id serial, "balance" double precision NOT NULL);
CREATE TABLE "BusinessAccount" (id serial, "balanceRaw" double precision);
`;

beforeAll(async () => {
  // A migration's connection: direct (its SET search_path must hold for the session, not one transaction).
  client = new pg.Client({ connectionString: directDatabaseUrl() });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"; SET search_path TO "${schema}";`);
  await client.query(OLD_TABLES);
});

afterAll(async () => {
  await client?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client?.end();
});

describe("the money migration", () => {
  it("turns float amounts into exact minor units per currency, and balances into exact decimals", async () => {
    const flights: [string, number, number | null][] = [
      ["USD", 5.6, null],
      ["USD", 1.005, 0.1],
      ["usd", 435.5, 35.5],
      ["JPY", 5200, 300],
      ["KWD", 12.125, 1.5],
      ["IDR", 1250000, null],
      ["EUR", 0.1 + 0.2, 0.2],
    ];
    for (const [c, t, f] of flights)
      await client.query(`INSERT INTO "FlightRoute" ("currency", "taxes", "fees") VALUES ($1, $2, $3)`, [
        c,
        t,
        f,
      ]);
    await client.query(
      `INSERT INTO "FlightCalendarDay" ("currency", "taxes") VALUES ('USD', 89.99), ('JPY', 1200)`,
    );
    const rooms = [
      {
        name: "King",
        rates: [
          { name: "Award", pointsPerNight: 25000, cashPerNight: null, valueCents: 1.8 },
          { name: "P+C", pointsPerNight: 12500, cashPerNight: 89.99, valueCents: 2.88 },
        ],
      },
      { name: "Suite", rates: [{ name: "Award", pointsPerNight: 40000, valueCents: 1.125 }] },
    ];
    await client.query(
      `INSERT INTO "HotelResult" ("cashPerNight", "cheapestCopay", "rooms") VALUES (450.1, 89.99, $1), (NULL, NULL, '[]')`,
      [JSON.stringify(rooms)],
    );
    await client.query(
      `INSERT INTO "LoyaltyAccount" ("balance", "previousBalance") VALUES (1234.56, 1000.1), (NULL, NULL)`,
    );
    await client.query(`INSERT INTO "LoyaltyHistoryRow" ("miles") VALUES (-12500), (0.3), (NULL)`);
    await client.query(`INSERT INTO "LoyaltyBalanceSnapshot" ("balance") VALUES (84210.25)`);
    await client.query(`INSERT INTO "BusinessAccount" ("balanceRaw") VALUES (57500), (NULL)`);

    await client.query(await fs.readFile(SQL, "utf8"));

    const routes = await client.query(
      `SELECT "currency", "taxesMinor", "feesMinor" FROM "FlightRoute" ORDER BY id`,
    );
    // Exactly what the code writes for new rows (lib/money/minor-units.ts) from the same floats.
    expect(routes.rows).toEqual(
      flights.map(([c, t, f]) => ({
        currency: c,
        taxesMinor: toMinorUnits(t, c),
        feesMinor: f === null ? null : toMinorUnits(f, c),
      })),
    );
    expect(routes.rows.map((r) => r.taxesMinor)).toEqual([560, 101, 43550, 5200, 12125, 1250000, 30]);
    expect((await client.query(`SELECT "taxesMinor" FROM "FlightCalendarDay" ORDER BY id`)).rows).toEqual([
      { taxesMinor: 8999 },
      { taxesMinor: 1200 },
    ]);

    const hotels = (
      await client.query(
        `SELECT "currency", "cashPerNightMinor", "cheapestCopayMinor", "rooms" FROM "HotelResult" ORDER BY id`,
      )
    ).rows;
    expect(hotels[0]).toMatchObject({ currency: "USD", cashPerNightMinor: 45010, cheapestCopayMinor: 8999 });
    expect(hotels[0].rooms).toEqual([
      {
        name: "King",
        rates: [
          { name: "Award", pointsPerNight: 25000, cashPerNightMinor: null, valueCents: 1.8 },
          { name: "P+C", pointsPerNight: 12500, cashPerNightMinor: 8999, valueCents: 2.88 },
        ],
      },
      {
        name: "Suite",
        rates: [{ name: "Award", pointsPerNight: 40000, cashPerNightMinor: null, valueCents: 1.125 }],
      },
    ]);
    expect(hotels[1]).toMatchObject({ cashPerNightMinor: null, cheapestCopayMinor: null, rooms: [] });

    // numeric comes back from pg as exact text.
    expect(
      (
        await client.query(
          `SELECT "balance", "previousBalance", "balance" - "previousBalance" AS change FROM "LoyaltyAccount" ORDER BY id`,
        )
      ).rows,
    ).toEqual([
      { balance: "1234.5600", previousBalance: "1000.1000", change: "234.4600" },
      { balance: null, previousBalance: null, change: null },
    ]);
    expect(
      (await client.query(`SELECT "miles" FROM "LoyaltyHistoryRow" ORDER BY id`)).rows.map((r) => r.miles),
    ).toEqual(["-12500.0000", "0.3000", null]);
    expect((await client.query(`SELECT "balance" FROM "LoyaltyBalanceSnapshot"`)).rows).toEqual([
      { balance: "84210.2500" },
    ]);
    expect(
      (await client.query(`SELECT "balanceRaw" FROM "BusinessAccount" ORDER BY id`)).rows.map(
        (r) => r.balanceRaw,
      ),
    ).toEqual(["57500.0000", null]);
  });
});
