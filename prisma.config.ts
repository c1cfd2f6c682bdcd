// Prisma CLI configuration. Why it is shaped this way: docs/prisma-offline.md:
// the CLI insists on a native schema-engine binary even for commands that never run it.
// For generate/validate/format only, point it at an existing file so nothing is downloaded;
// migrations go through scripts/migrate.ts (Prisma's WebAssembly engine).
import path from "node:path";
import { defineConfig } from "prisma/config";

const command = process.argv[2];
if (command === "generate" || command === "validate" || command === "format") {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join("node_modules", "prisma", "package.json");
}

export default defineConfig({
  schema: path.join("prisma", "schema"),
  migrations: { path: path.join("prisma", "migrations") },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@127.0.0.1:54329/milepost" },
});
