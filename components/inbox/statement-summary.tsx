"use client";
// What a loyalty statement email carried (program, balance, date) and what Milepost did with it.
import Link from "next/link";
import type { StatementSummary } from "@/lib/inbox/apply-statement";
import { formatDateTime } from "@/lib/format/date-time";

const nf = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const day = (iso: string | null) =>
  iso
    ? formatDateTime(
        new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
        { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" },
        "date",
      )
    : null;

/** The stored summary, with the program's name and balance unit from the loyalty catalog when it has them (list-emails.ts). */
type Summary = StatementSummary & { programName?: string | null; unit?: string };

export function StatementSummaryView({ statement: s }: { statement: Summary }) {
  const program = s.programName ?? s.providerCode ?? "a loyalty program";
  const facts = [
    s.balance != null ? `balance ${nf.format(s.balance)} ${s.unit ?? "points"}` : null,
    s.balanceDate ? `as of ${day(s.balanceDate)}` : null,
    s.expirationDate ? `expiring ${day(s.expirationDate)}` : null,
  ].filter(Boolean);
  const linkHref = `/accounts/link/${encodeURIComponent(s.providerCode ?? "")}${s.login && !s.loginMasked ? `?login=${encodeURIComponent(s.login)}` : ""}`;
  return (
    <div className="border-line bg-canvas rounded-md border p-3" data-testid="statement">
      <p>
        <span className="font-medium">Statement from {program}</span>
        {facts.length ? `: ${facts.join(", ")}` : ""}
        {s.isMember ? " — membership confirmed" : ""}.
      </p>
      {s.accountId ? (
        <p className="text-muted text-xs">
          {s.balanceUpdated
            ? "Your linked account was updated"
            : "Your linked account already had newer figures"}
          {s.historyAdded
            ? `; ${nf.format(s.historyAdded)} new activity row${s.historyAdded === 1 ? "" : "s"}`
            : ""}
          .{" "}
          <Link href={`/accounts/${s.accountId}`} className="text-brand underline hover:no-underline">
            Open the account
          </Link>
        </p>
      ) : s.providerCode ? (
        <p className="text-xs">
          No linked {program} account matches it.{" "}
          <Link href={linkHref} className="text-brand underline hover:no-underline">
            Link {program}
          </Link>
          {s.login && !s.loginMasked ? " (login filled in)" : ""}
        </p>
      ) : null}
    </div>
  );
}
