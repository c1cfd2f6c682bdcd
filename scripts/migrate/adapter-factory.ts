// The driver adapter the schema engine talks through: @prisma/adapter-pg plus the workarounds
// from docs/prisma-offline.md (the three defects).
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { CatalogTypesClient, charColumnsOf } from "./catalog-types-client";
import { recordScriptError } from "./script-error";

export function createAdapterFactory(databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => connectTo(databaseUrl),
    connectToShadowDb: () => connectToShadowDb(databaseUrl),
  };
}

async function connectTo(url: string, onDispose?: () => Promise<void>): Promise<SqlDriverAdapter> {
  const pool = new pg.Pool({ connectionString: url, Client: CatalogTypesClient, max: 4 });
  // The engine keeps this pool for the life of the process (the CLI ends with process.exit()).
  const adapter = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  patchQueryable(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolation) => patchQueryable(await startTransaction(isolation));
  // adapter-pg splits scripts on every ";" (breaking any literal or function body that holds one)
  // and runs the pieces one by one. Send the script whole, as Prisma's native engine does: one
  // simple query, which PostgreSQL runs as a single implicit transaction.
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (e) {
      recordScriptError(script, e);
      // Reuse adapter-pg's error conversion so the engine sees a DriverAdapterError.
      (adapter as unknown as { onError(e: unknown): never }).onError(e);
    }
  };
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await onDispose?.();
  };
  return adapter;
}

function patchQueryable<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const i of charColumnsOf(result.rows)) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  return queryable;
}

// adapter-pg's own version loses the database name when given a connection string and drops the
// shadow database while its pool is still connected. Close the pool first, then drop with FORCE.
async function connectToShadowDb(url: string): Promise<SqlDriverAdapter> {
  const name = `prisma_migrate_shadow_db_${randomUUID()}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const shadowUrl = new URL(url);
  shadowUrl.pathname = `/${name}`;
  return connectTo(shadowUrl.toString(), () =>
    adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
