// The words of a watch's notice: how many new, and the first few (program, day, cabin, miles).
import type { Match } from "@/lib/watches/match-availability";

const CABIN: Record<string, string> = { economy: "Economy", premiumeconomy: "Premium economy", business: "Business", firstclass: "First" };

export function watchNotice(summary: string, fresh: Match[]): { title: string; body: string } {
  const n = fresh.length;
  const lines = fresh.slice(0, 5).map((m) => `${m.date} ${CABIN[m.cabin.toLowerCase()] ?? m.cabin} on ${m.program}: ${m.miles.toLocaleString("en-US")} miles per person${m.what && m.what !== "price calendar" ? ` (${m.what})` : ""}`);
  return {
    title: `${summary}: ${n.toLocaleString("en-US")} new award ${n === 1 ? "option" : "options"}`,
    body: lines.join("; ") + (n > 5 ? `; and ${(n - 5).toLocaleString("en-US")} more` : "") + ".",
  };
}
