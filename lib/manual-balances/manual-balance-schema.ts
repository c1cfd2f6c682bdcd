// What a typed-in balance may be (issue 36): a known program, a whole non-negative balance no program
// holds more of, an optional real calendar day, and "me" or a household member's name. Bad input is
// refused field by field and stores nothing.
import { z } from "zod";
import { PROGRAM_CODES } from "@/lib/transfers/program-codes";
import { realDay } from "@/lib/validation/read-date";

/** No loyalty program balance comes near this; a larger number is a typing slip. */
export const MAX_BALANCE = 100_000_000;

const balance = z.union([z.number(), z.string()]).transform((v, ctx) => {
  // People type separators ("100,000", "100 000"): accepted, nothing else is.
  const text = typeof v === "number" ? String(v) : v.replace(/[,\s\u00a0\u202f]/g, "");
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "Enter a balance" });
    return z.NEVER;
  }
  if (/^-/.test(text)) {
    ctx.addIssue({ code: "custom", message: "A balance cannot be negative" });
    return z.NEVER;
  }
  if (!/^\d+$/.test(text)) {
    ctx.addIssue({ code: "custom", message: "Enter a whole number of points or miles, like 45,000" });
    return z.NEVER;
  }
  const n = Number(text);
  if (n > MAX_BALANCE) {
    ctx.addIssue({
      code: "custom",
      message: `That is more than any program holds: at most ${MAX_BALANCE.toLocaleString("en-US")}`,
    });
    return z.NEVER;
  }
  return n;
});

// Optional fields: absent and empty both mean "none" (null), so the form may send "" for them.
const day = z
  .string()
  .trim()
  .refine(
    (s) => s === "" || (/^\d{4}-\d{2}-\d{2}$/.test(s) && realDay(s) === s),
    "Enter a real date (YYYY-MM-DD)",
  )
  .optional()
  .transform((s) => (s ? s : null));

const owner = z
  .string()
  .trim()
  .max(60, "Use at most 60 characters")
  .optional()
  .transform((s) => (!s || s.toLowerCase() === "me" ? null : s));

export const manualBalanceInput = z.object({
  programCode: z.string().refine((c) => PROGRAM_CODES.includes(c), "Choose a program from the list"),
  balance,
  expirationDate: day,
  owner,
});

export type ManualBalanceInput = z.infer<typeof manualBalanceInput>;
