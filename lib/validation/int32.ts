// Integers the app stores in PostgreSQL `integer` columns (miles, stops, nights, reviews…). A larger
// number from a service is refused by the schema, so the receiver answers 400 at once; before this,
// the receiver answered 200 and the normalization failed on the column's range after it, five times,
// until the delivery was given up — a lost delivery (found by lib/callbacks/fuzz-normalizers.test.ts).
import { z } from "zod";

export const INT32_MAX = 2_147_483_647;

/** An integer within PostgreSQL's `integer` range. */
export const int32 = () =>
  z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);
