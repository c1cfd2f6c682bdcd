// `migrate status`: compare the migrations folder with the database's _prisma_migrations table.
// Exit 1 when anything needs attention (pending, failed, edited or unknown migrations).
import { open, type MigrateContext } from "./context";
import { NO_FILTERS, readMigrations } from "./project-files";

export async function statusCommand(ctx: MigrateContext): Promise<number> {
  const { engine } = await open(ctx);
  const migrationsList = await readMigrations(ctx.migrationsDir);
  const found = migrationsList.migrationDirectories.length;
  ctx.out(`${found} migration(s) found in ${migrationsList.baseDir}`);
  const d = await engine.diagnoseMigrationHistory({
    migrationsList,
    optInToShadowDatabase: false,
    filters: NO_FILTERS,
  });
  const problems: string[] = [];
  if (!d.hasMigrationsTable && found > 0) problems.push("The database has no _prisma_migrations table yet.");
  if (d.failedMigrationNames.length > 0)
    problems.push(list("Failed migrations (resolve them before deploying)", d.failedMigrationNames));
  if (d.editedMigrationNames.length > 0)
    problems.push(list("Applied migrations whose file changed since", d.editedMigrationNames));
  const h = d.history;
  if (h?.diagnostic === "databaseIsBehind")
    problems.push(list("Not yet applied (run deploy)", h.unappliedMigrationNames));
  if (h?.diagnostic === "migrationsDirectoryIsBehind")
    problems.push(list("Applied to the database but missing here", h.unpersistedMigrationNames));
  if (h?.diagnostic === "historiesDiverge") {
    problems.push(`Histories diverge after ${h.lastCommonMigrationName ?? "the start"}.`);
    problems.push(
      list("Missing here", h.unpersistedMigrationNames),
      list("Not yet applied", h.unappliedMigrationNames),
    );
  }
  if (problems.length === 0) {
    ctx.out("Database schema is up to date!");
    return 0;
  }
  ctx.out(problems.join("\n"));
  return 1;
}

function list(title: string, names: string[]): string {
  return `${title}:\n${names.map((n) => `  ${n}`).join("\n")}`;
}
