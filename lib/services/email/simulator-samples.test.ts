// Every sample email, as the simulator parses it, is a parse result the app's schema accepts with
// no unreadable itinerary (the contract between simulator/ and lib/ on real bodies).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRawEmail } from "@/simulator/services/email/parse-email";
import { parseResultSchema } from "./result-schema";

const dir = path.join(process.cwd(), "simulator", "samples", "emails");
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".eml"))
  .sort();

describe("simulator samples → app schema", () => {
  it.each(files)("%s", async (file) => {
    const results = await parseRawEmail(fs.readFileSync(path.join(dir, file)), {
      now: new Date("2026-11-23T12:00:00Z"),
    });
    for (const [i, r] of results.entries()) {
      const fields = r.outcome === "review" && r.review ? r.review.final : r;
      const parsed = parseResultSchema.safeParse({ ...fields, requestId: `r${i}`, userData: "x" });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data?.itineraries?.filter((it) => "unreadable" in it) ?? []).toEqual([]);
    }
  });
});
