// What every migrate command gets: where the database and the project files are, and the engine.
import { openEngine, type SchemaEngine } from "./load-engine";
import { MIGRATIONS_DIR, SCHEMA_DIR, readSchema, type SchemaFile } from "./project-files";

export type MigrateContext = {
  databaseUrl: string;
  schemaDir: string;
  migrationsDir: string;
  out: (line: string) => void;
};

export function defaultContext(
  databaseUrl: string,
  out: (line: string) => void = console.log,
): MigrateContext {
  return { databaseUrl, schemaDir: SCHEMA_DIR, migrationsDir: MIGRATIONS_DIR, out };
}

export async function open(ctx: MigrateContext): Promise<{ engine: SchemaEngine; schema: SchemaFile[] }> {
  const schema = await readSchema(ctx.schemaDir);
  return { engine: await openEngine(ctx.databaseUrl, schema), schema };
}
