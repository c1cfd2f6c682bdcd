// `migrate deploy`: apply every pending migration, nothing else (no schema diff, no shadow database).
import { defaultContext, open, type MigrateContext } from "./context";
import { NO_FILTERS, readMigrations } from "./project-files";

/**
 * Applies pending migrations in-process and returns their names. The engine keeps its connection
 * pool open for the rest of the process: long-lived callers should use runMigrateDeploy
 * (scripts/lib/run-migrate-deploy.ts), which runs this in a child process.
 */
export async function deployMigrations(
  databaseUrl: string,
  ctx: MigrateContext = defaultContext(databaseUrl),
): Promise<string[]> {
  const { engine } = await open(ctx);
  const migrationsList = await readMigrations(ctx.migrationsDir);
  const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
  return appliedMigrationNames;
}

export async function deployCommand(ctx: MigrateContext): Promise<number> {
  const applied = await deployMigrations(ctx.databaseUrl, ctx);
  if (applied.length === 0) ctx.out("No pending migrations to apply.");
  else ctx.out(`Applied ${applied.length} migration(s):\n${applied.map((n) => `  ${n}`).join("\n")}`);
  return 0;
}
