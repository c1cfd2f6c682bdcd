// Request bodies of the mailbox routes (spec 3 "Connect by OAuth tokens", "Connect by IMAP", "Begin
// authentication"), validated like the real service would: 400 with the first problem in words.
import { z } from "zod";

const tag = z.string().regex(/^\w+$/, "tags are letters, digits and _").max(80);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "startFrom must be YYYY-MM-DD");
const uri = z.url({ protocol: /^https?$/ }).max(250);

const common = z.object({
  callbackUrl: uri,
  returnEmail: z.enum(["headers", "all", "none"]).optional(),
  userData: z.string().max(1000).optional(),
  tags: z.array(tag).max(30).optional(),
  startFrom: date.optional(),
  listen: z.boolean().optional(),
  onProgress: z.object({ callbackUrl: uri }).optional(),
});

// The real scanner's rule: without a start date only new emails are read, so listen must be on.
const scanSomething = (b: { startFrom?: string; listen?: boolean }) =>
  b.startFrom !== undefined || b.listen === true;
const scanMessage = { message: "give startFrom, or listen: true (otherwise there is nothing to scan)" };

export const imapConnectBody = common
  .extend({
    login: z.string().min(3).max(254),
    password: z.string().min(1).max(1000),
    host: z.string().min(1).max(253).optional(),
    port: z.number().int().min(1).max(65535).optional(),
    secure: z.boolean().optional(),
  })
  .refine(scanSomething, scanMessage);

export const tokenConnectBody = common
  .extend({
    email: z.string().min(3).max(254),
    accessToken: z.string().min(1),
    refreshToken: z.string().min(1),
  })
  .refine(scanSomething, scanMessage);

export const startAuthBody = common
  .extend({
    provider: z.enum(["google", "microsoft", "yahoo", "aol"]),
    redirectUrl: z.string().url().max(1024),
    intermediateRedirectUrl: z.string().url().max(1024).optional(),
    host: z.string().max(253).optional(),
  })
  .refine(scanSomething, scanMessage);

export const firstIssue = (e: z.ZodError) => {
  const i = e.issues[0];
  return `${i?.path.join(".") || "body"}: ${i?.message}`;
};
