// The simulator's configuration: the one place in simulator/ that reads process.env.
// The simulator is its own process (see simulator/README.md), so it does not go
// through the app's lib/env.ts; the defaults match the app's local .env values.
import { z } from "zod";
import type { SimConfig } from "./harness/types";

export const SERVICE_NAMES = ["flights", "hotels", "cards", "loyalty", "business", "email"] as const;

const positiveNumber = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) {
        ctx.addIssue({ code: "custom", message: `${name} must be a positive number, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const baseSchema = z.object({
  SIM_PORT: positiveNumber("SIM_PORT", 4010),
  SIM_HOST: z.string().min(1).default("127.0.0.1"),
  SIM_TIME_SCALE: positiveNumber("SIM_TIME_SCALE", 1),
  SIM_CALLBACK_DOMAINS: z.string().default("127.0.0.1,localhost"),
  SIM_WORKERS_PER_SERVICE: positiveNumber("SIM_WORKERS_PER_SERVICE", 2),
});

/** Registered callback domains: domain only (no scheme, port or path), `*.x.com` allowed. */
export function parseCallbackDomains(raw: string): string[] {
  return raw
    .split(",")
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d.length > 0);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): SimConfig {
  const parsed = baseSchema.safeParse(env);
  if (!parsed.success) {
    const msg = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid simulator configuration: ${msg}`);
  }
  const base = parsed.data;
  const services: SimConfig["services"] = {};
  for (const name of SERVICE_NAMES) {
    const prefix = name.toUpperCase();
    services[name] = {
      apiAuth: nonEmpty(env[`${prefix}_API_AUTH`]) ?? `milepost:${name}-local-key`,
      callbackUser: nonEmpty(env[`${prefix}_CALLBACK_USER`]) ?? `${name}-callback`,
      callbackPassword: nonEmpty(env[`${prefix}_CALLBACK_PASSWORD`]) ?? `${name}-callback-local-secret`,
    };
  }
  return {
    port: Math.trunc(base.SIM_PORT),
    host: base.SIM_HOST,
    timeScale: base.SIM_TIME_SCALE,
    callbackDomains: parseCallbackDomains(base.SIM_CALLBACK_DOMAINS),
    services,
    textCorpus: env.SIM_TEXT_CORPUS === "on",
    workersPerService: Math.max(1, Math.trunc(base.SIM_WORKERS_PER_SERVICE)),
    // The app's return address for business invites: SIM_BUSINESS_REDIRECT_URL, else APP_URL's.
    businessRedirectUrl:
      nonEmpty(env.SIM_BUSINESS_REDIRECT_URL) ??
      `${(nonEmpty(env.APP_URL) ?? "http://127.0.0.1:3000").replace(/\/+$/, "")}/business/connect/return`,
  };
}

function nonEmpty(v: string | undefined): string | undefined {
  return v !== undefined && v.trim() !== "" ? v : undefined;
}
