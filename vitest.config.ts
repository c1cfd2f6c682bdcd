// Unit and integration tests. Integration tests use the real PostgreSQL that scripts/test.ts prepares
// (DATABASE_URL points at a throwaway database) — run them through `npm test`.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server-only modules are fine in tests (Node, not a client bundle).
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", ".data/**", "e2e/**", "lib/generated/**"],
    environment: "node",
    setupFiles: ["lib/test/fuzz-seed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits on real processes here (PostgreSQL NOTIFY, streams, jobs): vitest's default of
    // 1 s is too tight on a busy two-core CI machine. A poll that passes returns as soon as it does.
    expect: { poll: { timeout: 10_000 } },
  },
});
