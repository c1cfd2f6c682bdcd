// `migrate check` (for CI): does prisma/schema hold changes that no migration covers?
// Replays the migrations in a shadow database and diffs against the schema. Exit 0 in sync,
// 2 (with the missing SQL) when a migration is missing — the same code as `prisma migrate diff --exit-code`.
import { open, type MigrateContext } from "./context";
import { LOCKFILE_CONTENT, NO_FILTERS, readMigrations } from "./project-files";

export async function checkCommand(ctx: MigrateContext): Promise<number> {
  const { engine, schema } = await open(ctx);
  const migrationsList = await readMigrations(ctx.migrationsDir);
  // Before the first migration there is no lockfile; the engine needs it to pick the connector.
  migrationsList.lockfile.content ??= LOCKFILE_CONTENT;
  const result = await engine.diff({
    from: { tag: "migrations", ...migrationsList },
    to: { tag: "schemaDatamodel", files: schema },
    script: true,
    exitCode: true,
    filters: NO_FILTERS,
  });
  if (result.exitCode === 2) {
    ctx.out("prisma/schema has changes that no migration covers. Run: migrate.ts dev --name <name>\n");
    ctx.out((result.stdout ?? "").trimEnd());
    return 2;
  }
  ctx.out("Migrations cover the schema: nothing to generate.");
  return result.exitCode;
}
