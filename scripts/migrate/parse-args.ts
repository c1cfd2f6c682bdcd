// Command line of scripts/migrate.ts, validated with zod.
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

export const USAGE = `Usage: node --import tsx scripts/migrate.ts <command> [options]   (DATABASE_URL must be set; DATABASE_DIRECT_URL, when set, is used instead)
  deploy                                   apply pending migrations
  dev --name <name> [--create-only] [--accept-data-loss]
                                           apply pending, then create (and apply) a migration for schema changes
  status                                   compare prisma/migrations with the database (exit 1 if not up to date)
  check                                    exit 2 and print the SQL when prisma/schema has changes no migration covers
  reset --force                            drop everything and re-apply all migrations
  resolve --rolled-back <name> | --applied <name>
                                           clear a failed migration
Options for tests: --schema <dir> (default prisma/schema), --migrations <dir> (default prisma/migrations)`;

// Same shape as the names Prisma generates: lower case words joined by "_".
const migrationName = z
  .string()
  .transform((s) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 200),
  )
  .pipe(z.string().min(1, "--name must contain letters or digits"));

const argsSchema = z.object({
  command: z.enum(["deploy", "dev", "status", "check", "reset", "resolve"]),
  name: migrationName.optional(),
  createOnly: z.boolean(),
  acceptDataLoss: z.boolean(),
  force: z.boolean(),
  applied: z.string().min(1).optional(),
  rolledBack: z.string().min(1).optional(),
  schemaDir: z.string().optional(),
  migrationsDir: z.string().optional(),
  databaseUrl: z
    .string({ error: "DATABASE_URL is not set" })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL"),
});
export type MigrateArgs = z.infer<typeof argsSchema>;

export function parseMigrateArgs(argv: string[], env: NodeJS.ProcessEnv): MigrateArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      "create-only": { type: "boolean", default: false },
      "accept-data-loss": { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      applied: { type: "string" },
      "rolled-back": { type: "string" },
      schema: { type: "string" },
      migrations: { type: "string" },
    },
  });
  if (positionals.length !== 1) throw new Error("Expected exactly one command.");
  const parsed = argsSchema.safeParse({
    command: positionals[0],
    name: values.name,
    createOnly: values["create-only"],
    acceptDataLoss: values["accept-data-loss"],
    force: values.force,
    applied: values.applied,
    rolledBack: values["rolled-back"],
    schemaDir: values.schema && path.resolve(values.schema),
    migrationsDir: values.migrations && path.resolve(values.migrations),
    // Migrations hold a session (the schema engine's advisory lock): never through a pooler.
    databaseUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("\n"));
  return parsed.data;
}
