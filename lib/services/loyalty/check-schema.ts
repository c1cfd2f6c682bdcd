// Spec 2 A3 (account check request) and A4 (package) — what we send, validated before it leaves.
import { z } from "zod";

export const checkRequestSchema = z.object({
  provider: z.string().regex(/^[A-Za-z0-9]+$/),
  userId: z.string().min(1),
  userData: z.string().optional(),
  priority: z.number().int().min(1).max(9),
  callbackUrl: z.url().optional(),
  retries: z.number().int().min(0).max(4).optional(),
  timeout: z.number().int().positive().optional(),
  login: z.string().min(1),
  login2: z.string().optional(),
  login3: z.string().optional(),
  password: z.string().optional(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  browserState: z.string().optional(),
  parseItineraries: z.boolean().optional(),
  parsePastItineraries: z.boolean().optional(),
  history: z
    .object({
      range: z.enum(["complete", "incremental", "incremental2"]).optional(),
      state: z.string().optional(),
    })
    .optional(),
  // Not in the A3 table, but A5 says to store filesVersion "and resend for later requests".
  filesVersion: z.number().int().optional(),
});
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const checkResponseSchema = z.object({ requestId: z.string().min(1) });

export const packageResponseSchema = z.object({
  package: z.array(checkResponseSchema),
  errors: z.array(z.object({ message: z.string().optional(), userData: z.string().optional() })).optional(),
});
