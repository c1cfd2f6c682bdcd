// `migrate resolve --rolled-back <name> | --applied <name>`: clear a failed migration so deploys
// can continue, after fixing the database by hand (same meaning as `prisma migrate resolve`).
import { open, type MigrateContext } from "./context";
import { MigrateUsageError } from "./errors";
import { readMigrations } from "./project-files";

export async function resolveCommand(
  ctx: MigrateContext,
  opts: { applied?: string; rolledBack?: string },
): Promise<number> {
  if (!opts.applied === !opts.rolledBack)
    throw new MigrateUsageError("resolve needs exactly one of --applied <name> or --rolled-back <name>.");
  const { engine } = await open(ctx);
  if (opts.rolledBack) {
    await engine.markMigrationRolledBack({ migrationName: opts.rolledBack });
    ctx.out(`Marked ${opts.rolledBack} as rolled back; the next deploy runs it again.`);
  } else if (opts.applied) {
    await engine.markMigrationApplied({
      migrationName: opts.applied,
      migrationsList: await readMigrations(ctx.migrationsDir),
    });
    ctx.out(`Marked ${opts.applied} as applied.`);
  }
  return 0;
}
