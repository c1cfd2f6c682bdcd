// Loads Prisma's WebAssembly schema engine the way Prisma 6's CLI did. The package's own entry
// imports the .wasm file as a module, which Node 20 cannot load (see docs/prisma-offline.md).
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { createAdapterFactory } from "./adapter-factory";
import type { SchemaFile } from "./project-files";

export type { SchemaEngine };

type PanicRegistry = { message: string; set_message(m: string): void };
declare global {
  var PRISMA_WASM_PANIC_REGISTRY: PanicRegistry | undefined;
}

let instantiated = false;

async function instantiate(): Promise<void> {
  if (instantiated) return;
  // Engine panics land here; without it a panic surfaces as "unreachable" with no message.
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    message: "",
    set_message(m: string) {
      this.message = m;
    },
  };
  // The package exports only the JS glue; the .wasm sits next to it.
  const gluePath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(gluePath), "schema_engine_bg.wasm");
  const wasmModule = new WebAssembly.Module(await fs.readFile(wasmPath));
  const instance = new WebAssembly.Instance(wasmModule, {
    "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  instantiated = true;
}

/** The last engine panic message, if any (to explain an otherwise opaque "unreachable" error). */
export function lastPanic(): string | undefined {
  return globalThis.PRISMA_WASM_PANIC_REGISTRY?.message || undefined;
}

export async function openEngine(databaseUrl: string, schema: SchemaFile[]): Promise<SchemaEngine> {
  await instantiate();
  const debug = process.env.MIGRATE_DEBUG === "1";
  const log = (line: string) => {
    if (debug) process.stderr.write(`engine: ${line}\n`);
  };
  const factory = bindMigrationAwareSqlAdapterFactory(createAdapterFactory(databaseUrl));
  return glue.SchemaEngine.new({ datamodels: schema.map((f) => [f.path, f.content]) }, log, factory);
}
