"use client";
// Points that expire within 90 days of the viewer's own today (components/accounts/expiry-date.tsx),
// per program (never added across programs), soonest first and at most SHOWN of them.
import Link from "next/link";
import { useLocalToday } from "@/components/accounts/expiry-date";
import { expiresSoon, formatBalance, formatDate } from "@/components/accounts/format";
import type { Expiring } from "@/lib/loyalty-accounts/expiring-candidates";
import { Section } from "./section";

const SHOWN = 8;

export function ExpiringSoon({ accounts }: { accounts: Expiring[] }) {
  const today = useLocalToday();
  const soon = accounts
    .filter((a) => expiresSoon(a.expirationDate, today))
    .sort((a, b) => (a.expirationDate < b.expirationDate ? -1 : 1));
  return (
    <Section title="Expiring within 90 days">
      {soon.length === 0 ? (
        <p className="text-muted text-sm">Nothing expires in the next 90 days.</p>
      ) : (
        <ul className="divide-line divide-y">
          {soon.slice(0, SHOWN).map((a) => {
            return (
              <li key={a.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <span className="flex min-w-0 flex-col">
                  <Link href={`/accounts/${a.id}`} className="text-brand truncate hover:underline">
                    {a.programName}
                  </Link>
                  {/* Which of the user's accounts: two of one program (theirs and a partner's) read alike. */}
                  <span className="text-muted truncate text-xs">{a.label}</span>
                </span>
                <span className="text-right tabular-nums">
                  <span className="font-medium">{formatBalance(a.expiringAmount ?? a.balance, a.unit)}</span>
                  <span className="text-warn block text-xs">on {formatDate(a.expirationDate)}</span>
                </span>
              </li>
            );
          })}
          {soon.length > SHOWN ? (
            <li className="text-muted py-2 text-sm">
              <Link href="/accounts?order=expiring" className="text-brand hover:underline">
                {soon.length - SHOWN} more expiring soon
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </Section>
  );
}
