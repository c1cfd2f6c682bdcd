// The one place that reads process.env. Every variable is validated with zod at first use
// and a bad value stops the process with a message naming the variable.
// Defaults point every service at the local simulator (see README "Configuration").
import { z } from "zod";

export const SERVICE_NAMES = ["flights", "hotels", "cards", "loyalty", "business", "email"] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

type ServiceVar =
  `${Uppercase<ServiceName>}_${"API_URL" | "API_AUTH" | "CALLBACK_USER" | "CALLBACK_PASSWORD"}`;

const SIM = "http://127.0.0.1:4010";
const url = z.url({ protocol: /^https?$/ });

/** The key the simulator takes by default: public, written in the README. */
const localKey = (name: ServiceName) => `milepost:${name}-local-key`;

function serviceVars(name: ServiceName) {
  const S = name.toUpperCase();
  return {
    [`${S}_API_URL`]: url.default(`${SIM}/${name}`),
    // X-Authentication value "<username>:<password>" (the business export takes an API key instead).
    [`${S}_API_AUTH`]: z.string().min(1).default(localKey(name)),
    // What the app requires as HTTP Basic credentials on this service's callbacks.
    [`${S}_CALLBACK_USER`]: z.string().min(1).default(`${name}-callback`),
    [`${S}_CALLBACK_PASSWORD`]: z.string().min(8).default(localCallbackSecret(name)),
  } as Record<string, z.ZodDefault<z.ZodString>>;
}

const localCallbackSecret = (name: ServiceName) => `${name}-callback-local-secret`;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .default("postgresql://postgres:postgres@127.0.0.1:54329/milepost"),
  // The same database without the connection pooler, for what lives on a session (LISTEN, session
  // advisory locks, migrations): lib/database-urls.ts. Unset: DATABASE_URL, which is then direct.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional(),
  APP_URL: url.default("http://127.0.0.1:3000"),
  AUTH_SECRET: z.string().min(16).optional(),
  // base64 of 32 random bytes; generated into .data/ by the launcher when absent.
  SECRETS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "must be base64 of exactly 32 bytes")
    .optional(),
  EMAIL_REGION: z.enum(["us", "eu"]).default("us"),
  EMAIL_EU_API_URL: url.default(`${SIM}/email-eu`),
  // Forwarding addresses are trips+<token>@MAIL_DOMAIN; the SMTP receiver listens on SMTP_HOST:SMTP_PORT.
  MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "must be a domain name")
    .default("milepost.localhost"),
  SMTP_HOST: z.string().min(1).default("127.0.0.1"),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
  // Outgoing notices (issue 37): the relay, smtp://user:pass@host:587 (STARTTLS when the relay offers
  // it) or smtps:// (TLS from the start). Unset: emails stay in the outbox, "not sent: no mail relay
  // configured". MAIL_FROM defaults to "Milepost <notices@MAIL_DOMAIN>".
  SMTP_OUT_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+(:\d+)?\/?$/, "must be smtp://user:pass@host:port or smtps://…")
    .optional(),
  MAIL_FROM: z.string().min(3).includes("@", { message: "must contain an email address" }).optional(),
  LOYALTY_RSA_PUBLIC_KEY: z
    .string()
    .includes("BEGIN PUBLIC KEY", { message: "must be a PEM public key" })
    .optional(),
  // Seconds to wait for a callback before the polling fallback asks getResults.
  CALLBACK_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  // Demo content for demo@milepost.test on first start (linked accounts, searches, wallet): on | off.
  DEMO_SEED: z.enum(["on", "off"]).default("on"),
  // `npm run load` only: GET /api/load-probe answers this process's CPU time and database statement
  // counts (scripts/load.ts reads them per target); off everywhere else (the route answers 404).
  LOAD_PROBE: z.enum(["on", "off"]).default("off"),
  // Largest callback body the receivers accept (bytes).
  CALLBACK_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  // The local simulator (scripts/launch.ts starts it unless SIMULATOR=off) and its port.
  SIMULATOR: z.enum(["on", "off"]).default("on"),
  SIM_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  ...(Object.assign({}, ...SERVICE_NAMES.map(serviceVars)) as Record<ServiceVar, z.ZodDefault<z.ZodString>>),
});

// The default callback passwords are public (written here and in the README): fine while the service
// is the local simulator, a forged-callback door otherwise (issue 34 item 4). With SIMULATOR=off, or a
// service URL off this machine, a default is refused at start-up, naming the variable to set.
// Loopback URLs are left alone: tests and benches run the simulator on ports of their own.
const schema = fields.superRefine((e, ctx) => {
  for (const name of SERVICE_NAMES) {
    const S = name.toUpperCase() as Uppercase<ServiceName>;
    const variable = `${S}_CALLBACK_PASSWORD` as const;
    if (e[variable] !== localCallbackSecret(name)) continue;
    const urls = name === "email" ? [e.EMAIL_API_URL, e.EMAIL_EU_API_URL] : [e[`${S}_API_URL`]];
    // A URL that failed its own check is reported there; only valid ones are judged here.
    const remote = urls.find((u) => URL.canParse(u) && !LOOPBACK.has(new URL(u).hostname));
    if (e.SIMULATOR === "off" || remote) {
      const why = remote ? `the ${name} service is at ${new URL(remote).origin}` : "SIMULATOR=off";
      ctx.addIssue({
        code: "custom",
        path: [variable],
        message: `is the public local default, accepted only with the local simulator (${why}): set ${variable} to the secret that service sends with its callbacks`,
      });
    }
  }
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `FOO=` in .env) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data as Env;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export type EmailRegion = "us" | "eu";

/** The email parsing host of one region (spec 3: identical paths on the US and EU hosts). */
export function emailApiUrl(region: EmailRegion): string {
  const e = env();
  return (region === "eu" ? e.EMAIL_EU_API_URL : e.EMAIL_API_URL).replace(/\/+$/, "");
}

export interface ServiceConfig {
  apiUrl: string;
  apiAuth: string;
  callbackUser: string;
  callbackPassword: string;
}

export function serviceConfig(name: ServiceName, e: Env = env()): ServiceConfig {
  const S = name.toUpperCase() as Uppercase<ServiceName>;
  const apiUrl = name === "email" && e.EMAIL_REGION === "eu" ? e.EMAIL_EU_API_URL : e[`${S}_API_URL`];
  return {
    apiUrl: apiUrl.replace(/\/+$/, ""),
    apiAuth: e[`${S}_API_AUTH`],
    callbackUser: e[`${S}_CALLBACK_USER`],
    callbackPassword: e[`${S}_CALLBACK_PASSWORD`],
  };
}

/** The simulator's own credentials are public (README "Configuration"), so the pages may show them
 *  as a hint; a service configured elsewhere, or the simulator given other keys, gets no hint. */
export function simulatedService(name: ServiceName, e: Env = env()): boolean {
  return e.SIMULATOR === "on" && serviceConfig(name, e).apiUrl.startsWith(`http://127.0.0.1:${e.SIM_PORT}/`);
}

/** The simulator's public key for a service, when that is what this Milepost uses; else null. */
export function publicSimulatorKey(name: ServiceName, e: Env = env()): string | null {
  return simulatedService(name, e) && serviceConfig(name, e).apiAuth === localKey(name)
    ? localKey(name)
    : null;
}

/** Property-based test cases per property (issue 18): FUZZ_RUNS for the long mode, else the default. */
export function fuzzRuns(fallback: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The fast-check seed (lib/test/fuzz-seed.ts): FUZZ_SEED if set; else `fallback` in `npm test` and
 * none (a new draw) in the long mode, FUZZ_RUNS set.
 */
export function fuzzSeed(fallback: number): number | undefined {
  const raw = process.env.FUZZ_SEED;
  if (raw !== undefined && raw !== "") {
    const n = Number(raw);
    if (!Number.isInteger(n)) throw new Error(`FUZZ_SEED must be an integer, got ${JSON.stringify(raw)}`);
    return n;
  }
  return process.env.FUZZ_RUNS ? undefined : fallback;
}
