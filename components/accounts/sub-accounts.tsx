// The sub-accounts (one per card of a card program, with its own balance) and the cards the
// service detected on the login (spec 2 A5; field names as the service sends them).
import { formatBalance } from "./format";

type Sub = { code: string; displayName?: string; balance?: number | null };
type DetectedCard = { code: string; displayName?: string; cardDescription?: string };

export function SubAccounts({
  subAccounts,
  detectedCards,
  unit,
}: {
  subAccounts: Sub[];
  detectedCards: DetectedCard[];
  unit: string;
}) {
  if (!subAccounts.length && !detectedCards.length) return null;
  return (
    <div className="border-line mt-4 grid gap-4 border-t pt-4 sm:grid-cols-2">
      {subAccounts.length ? (
        <section aria-label="Sub-accounts">
          <h3 className="text-muted text-xs font-semibold">Sub-accounts</h3>
          <ul className="text-sm">
            {subAccounts.map((s) => (
              <li key={s.code} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{s.displayName ?? s.code}</span>
                <span className="tabular-nums">{formatBalance(s.balance, unit)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {detectedCards.length ? (
        <section aria-label="Detected cards">
          <h3 className="text-muted text-xs font-semibold">Cards found on this login</h3>
          <ul className="text-sm">
            {detectedCards.map((c) => (
              <li key={c.code}>
                {c.displayName ?? c.code}
                {c.cardDescription ? (
                  <span className="text-muted block text-xs">{c.cardDescription}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
