// `migrate dev`: apply pending migrations, then turn the schema's changes into a new migration
// and apply it (or only write it with --create-only). Mirrors `prisma migrate dev`, minus prompts:
// where Prisma would ask, this refuses and names the flag or command that says yes.
import type { SchemaEngine } from "./load-engine";
import { open, type MigrateContext } from "./context";
import { MigrateUsageError } from "./errors";
import { NO_FILTERS, readMigrations, relativeToRoot, writeMigration } from "./project-files";

export type DevOptions = { name: string | undefined; createOnly: boolean; acceptDataLoss: boolean };

export async function devCommand(ctx: MigrateContext, opts: DevOptions): Promise<number> {
  const { engine, schema } = await open(ctx);
  const files = { files: schema };

  await diagnose(engine, ctx);
  const pending = await engine.applyMigrations({
    migrationsList: await readMigrations(ctx.migrationsDir),
    filters: NO_FILTERS,
  });
  printApplied(ctx, pending.appliedMigrationNames);
  // Workaround 3 (docs/prisma-offline.md): only devDiagnostic builds the history's schema
  // in a shadow database, and evaluateDataLoss/createMigration read that cache; refresh it now.
  if (pending.appliedMigrationNames.length > 0) await diagnose(engine, ctx);

  let migrationsList = await readMigrations(ctx.migrationsDir);
  const loss = await engine.evaluateDataLoss({ migrationsList, schema: files, filters: NO_FILTERS });
  if (loss.unexecutableSteps.length > 0) {
    throw new MigrateUsageError(
      `The schema change cannot be applied as is:\n${loss.unexecutableSteps.map((s) => `  • ${s.message}`).join("\n")}\n` +
        "Use --create-only, edit the SQL (e.g. add a default or backfill), then run dev again.",
    );
  }
  if (loss.migrationSteps === 0 && !opts.createOnly) {
    ctx.out("Already in sync, no schema change or pending migration was found.");
    return 0;
  }
  if (loss.warnings.length > 0) {
    ctx.out(`Data loss warnings:\n${loss.warnings.map((w) => `  • ${w.message}`).join("\n")}`);
    // Writing the file loses nothing; applying it does.
    if (!opts.createOnly && !opts.acceptDataLoss) {
      throw new MigrateUsageError(
        "Refusing to apply a migration that may lose data. Re-run with --accept-data-loss, or --create-only to review it first.",
      );
    }
  }
  if (!opts.name)
    throw new MigrateUsageError("The schema changed: name the new migration with --name <name>.");

  const created = await engine.createMigration({
    draft: opts.createOnly,
    migrationName: opts.name,
    migrationsList,
    schema: files,
    filters: NO_FILTERS,
  });
  if (created.migrationScript === null) {
    ctx.out("Already in sync, no schema change or pending migration was found.");
    return 0;
  }
  const file = await writeMigration(
    created.generatedMigrationName,
    created.extension,
    created.migrationScript,
    ctx.migrationsDir,
  );
  ctx.out(`Created ${relativeToRoot(file)}`);
  if (opts.createOnly) {
    ctx.out("Not applied (--create-only). Edit it if needed, then run `migrate.ts dev` or `deploy`.");
    return 0;
  }
  migrationsList = await readMigrations(ctx.migrationsDir);
  const applied = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
  printApplied(ctx, applied.appliedMigrationNames);
  return 0;
}

/** Stops on drift (database and history disagree), where Prisma would offer to reset. */
async function diagnose(engine: SchemaEngine, ctx: MigrateContext): Promise<void> {
  const { action } = await engine.devDiagnostic({
    migrationsList: await readMigrations(ctx.migrationsDir),
    filters: NO_FILTERS,
  });
  if (action.tag === "reset") {
    throw new MigrateUsageError(
      `${action.reason}\n\nThe database does not match the migration history. To start over (ALL DATA LOST): migrate.ts reset --force`,
    );
  }
}

function printApplied(ctx: MigrateContext, names: string[]): void {
  if (names.length > 0)
    ctx.out(`Applied ${names.length} migration(s):\n${names.map((n) => `  ${n}`).join("\n")}`);
}
