// Zod schemas for A3 (account check) and A4 (package). Unknown fields are
// stripped; rules follow spec 2 A3 (priority 1–9, retries 0–4 default 4,
// history.range values and their `state` requirements).
import { z } from "zod";

export const HISTORY_RANGES = ["complete", "incremental", "incremental2"] as const;

export const checkRequestSchema = z
  .object({
    provider: z
      .string()
      .regex(/^[A-Za-z0-9]+$/, "provider must be an alphanumeric provider code")
      .optional(),
    userId: z.string().min(1, "userId is required"),
    userData: z.string().optional(),
    priority: z.number().int().min(1).max(9),
    callbackUrl: z.url().optional(),
    retries: z.number().int().min(0).max(4).default(4),
    timeout: z.number().int().positive().optional(),
    login: z.string().min(1, "login is required"),
    login2: z.string().optional(),
    login3: z.string().optional(),
    password: z.string().optional(),
    answers: z.array(z.object({ question: z.string().min(1), answer: z.string() })).optional(),
    browserState: z.string().optional(),
    parseItineraries: z.boolean().optional(),
    parsePastItineraries: z.boolean().optional(),
    history: z.object({ range: z.enum(HISTORY_RANGES).optional(), state: z.string().optional() }).optional(),
    // Not in the A3 table, but A5 says "store and resend" filesVersion.
    filesVersion: z.number().int().optional(),
  })
  .superRefine((value, ctx) => {
    const range = value.history?.range;
    if (range === "complete" && value.history?.state !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["history", "state"],
        message: "history.state must not be sent with range complete",
      });
    }
    if ((range === "incremental" || range === "incremental2") && !value.history?.state) {
      ctx.addIssue({
        code: "custom",
        path: ["history", "state"],
        message: `history.range ${range} requires the state from the previous response`,
      });
    }
  });

export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const packageRequestSchema = z.object({
  package: z.array(z.unknown()).min(1, "package must hold at least one account"),
});

/** "path: message; path: message" — one line a developer can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}
