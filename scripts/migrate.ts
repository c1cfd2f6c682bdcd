// Migration CLI on Prisma's WebAssembly schema engine, because the Prisma 7 CLI cannot run
// migrations offline (docs/prisma-offline.md). Same files and _prisma_migrations table as
// `prisma migrate`. Run: node --import tsx scripts/migrate.ts <command>   (see USAGE)
import { checkCommand } from "./migrate/check";
import { defaultContext, type MigrateContext } from "./migrate/context";
import { deployCommand } from "./migrate/deploy";
import { devCommand } from "./migrate/dev";
import { describeError } from "./migrate/errors";
import { parseMigrateArgs, USAGE, type MigrateArgs } from "./migrate/parse-args";
import { resetCommand } from "./migrate/reset";
import { resolveCommand } from "./migrate/resolve";
import { statusCommand } from "./migrate/status";

function run(args: MigrateArgs, ctx: MigrateContext): Promise<number> {
  switch (args.command) {
    case "deploy":
      return deployCommand(ctx);
    case "dev":
      return devCommand(ctx, {
        name: args.name,
        createOnly: args.createOnly,
        acceptDataLoss: args.acceptDataLoss,
      });
    case "status":
      return statusCommand(ctx);
    case "check":
      return checkCommand(ctx);
    case "reset":
      return resetCommand(ctx, args.force);
    case "resolve":
      return resolveCommand(ctx, { applied: args.applied, rolledBack: args.rolledBack });
  }
}

let args: MigrateArgs;
try {
  args = parseMigrateArgs(process.argv.slice(2), process.env);
} catch (e) {
  console.error(`${(e as Error).message}\n\n${USAGE}`);
  process.exit(1);
}

const base = defaultContext(args.databaseUrl);
const ctx = {
  ...base,
  schemaDir: args.schemaDir ?? base.schemaDir,
  migrationsDir: args.migrationsDir ?? base.migrationsDir,
};
let code = 1;
try {
  code = await run(args, ctx);
} catch (e) {
  console.error(`migrate ${args.command} failed:\n${describeError(e)}`);
}
// The engine never closes its connection pool; without this the process would hang.
process.exit(code);
