// `migrate reset --force`: drop everything in the database and re-apply all migrations.
// No seeding here: run `npm run db:seed` afterwards.
import { open, type MigrateContext } from "./context";
import { MigrateUsageError } from "./errors";
import { NO_FILTERS, readMigrations } from "./project-files";

export async function resetCommand(ctx: MigrateContext, force: boolean): Promise<number> {
  if (!force) throw new MigrateUsageError("reset drops ALL data in the database; confirm with --force.");
  const { engine } = await open(ctx);
  await engine.reset({ filter: NO_FILTERS });
  ctx.out("Database reset.");
  const { appliedMigrationNames } = await engine.applyMigrations({
    migrationsList: await readMigrations(ctx.migrationsDir),
    filters: NO_FILTERS,
  });
  ctx.out(
    `Applied ${appliedMigrationNames.length} migration(s):\n${appliedMigrationNames.map((n) => `  ${n}`).join("\n")}`,
  );
  return 0;
}
