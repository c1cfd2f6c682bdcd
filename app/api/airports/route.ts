// GET /api/airports?q=munchen | ?codes=JFK,LHR — airports by search text (code, city or name in any
// spelling) or by codes, so the ≈3,200-airport list stays on the server (issue 33 item 6).
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { findAirports } from "@/lib/airports/find-airports-query";

export const GET = userRoute({
  query: z
    .object({
      q: z.string().max(100, "Use at most 100 characters").optional(),
      codes: z
        .string()
        .max(200)
        .regex(/^[A-Za-z]{3}(,[A-Za-z]{3})*$/, "Give 3-letter codes separated by commas, e.g. JFK,LHR")
        .optional(),
      limit: z.coerce.number().int().min(1).max(20).default(8),
    })
    .refine((v) => v.q !== undefined || v.codes !== undefined, { message: "Give q or codes", path: ["q"] }),
  handler: async ({ query }) => findAirports(query),
});
