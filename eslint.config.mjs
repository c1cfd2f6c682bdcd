// Flat ESLint config: Next's rules plus type-aware checks (no floating promises)
// and the house rule that only lib/env.ts (and the out-of-app processes) read process.env.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const config = [
  { ignores: ["node_modules/**", ".next/**", ".next-*/**", ".data/**", "lib/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through lib/env.ts." }],
    },
  },
  {
    // The simulator stands in for the remote services: it builds its bodies from its own contract
    // types (simulator/contracts/, written from the specs), never from the app's parsing schemas or
    // modules, so a mistake on one side is caught by the other (simulator/contracts/app-schemas.test.ts).
    // Allowed from the app: pure utilities with no contract meaning (airport data and distances, text
    // folding, a place's time zone). Tests, and the KDE corpus runner, check the two sides against
    // each other and may import both.
    files: ["simulator/**/*.ts"],
    ignores: ["simulator/**/*.test.ts", "simulator/services/email/corpus/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{
          regex: "^(?:@/|(?:\\.\\./)+)(?:app|components|lib)/(?!(?:airports/find-airports|timeline/geo|places/zone-of-place|text/fold-text)$)",
          message: "The simulator must not import the app (its schemas above all): write the shape from the spec in simulator/contracts/. Only the shared pure utilities listed in eslint.config.mjs are allowed.",
        }],
      }],
    },
  },
];

export default config;
