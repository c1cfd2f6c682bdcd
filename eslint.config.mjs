// Flat ESLint config: Next's rules plus type-aware checks (no floating promises)
// and the house rule that only lib/env.ts (and the out-of-app processes) read process.env.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const config = [
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
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
    // The logger reads LOG_FORMAT/LOG_LEVEL itself: the simulator, which must not load the app's
    // configuration, logs with it too.
    ignores: ["lib/env.ts", "lib/log/logger.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts." },
      ],
    },
  },
  {
    // One logger (issue 35 item 6): server code, route handlers and the simulator write through
    // lib/log/logger.ts, which redacts secrets and PII by configuration. console.* would bypass that.
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "simulator/**/*.ts"],
    ignores: ["lib/log/**", "**/*.test.ts", "**/*.test.tsx", "**/*.type-test.ts"],
    rules: { "no-console": "error" },
  },
  {
    // The simulator stands in for the remote services: it builds its bodies from its own contract
    // types (simulator/contracts/, written from the specs), never from the app's parsing schemas or
    // modules, so a mistake on one side is caught by the other (simulator/contracts/app-schemas.test.ts).
    // Allowed from the app: pure utilities with no contract meaning (airport data and distances, text
    // folding, a place's time zone, the one logger). Tests, and the KDE corpus runner, check the two sides against
    // each other and may import both.
    files: ["simulator/**/*.ts"],
    ignores: ["simulator/**/*.test.ts", "simulator/services/email/corpus/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(?:@/|(?:\\.\\./)+)(?:app|components|lib)/(?!(?:airports/find-airports|timeline/geo|places/zone-of-place|text/fold-text|log/logger)$)",
              message:
                "The simulator must not import the app (its schemas above all): write the shape from the spec in simulator/contracts/. Only the shared pure utilities listed in eslint.config.mjs are allowed.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
