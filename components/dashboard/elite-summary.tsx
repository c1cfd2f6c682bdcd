// Elite status and progress per program (only from good results), highest levels first and at most
// SHOWN of them: a traveller with dozens of programs gets a panel, not a wall. Server component.
import Link from "next/link";
import { EliteProgress, progressOf } from "@/components/accounts/properties-panel";
import type { AccountSummary } from "@/lib/loyalty-accounts/list-accounts";
import { Section } from "./section";

const SHOWN = 6;

export function EliteSummary({ accounts }: { accounts: AccountSummary[] }) {
  const elite = accounts
    .filter((a) => a.status !== "never" && (a.eliteStatus || a.properties.some((p) => p.kind === "9")))
    .sort((a, b) => (b.eliteLevel ?? -1) - (a.eliteLevel ?? -1)); // stable: same level keeps the accounts' order
  const more = elite.length - SHOWN;
  return (
    <Section title="Elite status" href="/accounts" linkText="All accounts">
      {elite.length === 0 ? (
        <p className="text-muted text-sm">No elite status reported yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {elite.slice(0, SHOWN).map((a) => (
            <li key={a.id} className="flex flex-col gap-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <Link href={`/accounts/${a.id}`} className="text-brand text-sm font-medium hover:underline">
                  {a.programName}
                </Link>
                <span className="text-muted text-xs">{a.label}</span>
              </p>
              <EliteProgress properties={a.properties} eliteLevel={a.eliteLevel} eliteLevelsCount={null} />
              {!(a.properties.some((p) => p.kind === "9") && progressOf(a.properties)) ? (
                <p className="text-sm">
                  {a.eliteStatus ?? "No status yet"}
                  {a.properties.find((p) => p.kind === "9") ? (
                    <span className="text-muted"> → {a.properties.find((p) => p.kind === "9")!.value}</span>
                  ) : null}
                </p>
              ) : null}
            </li>
          ))}
          {more > 0 ? (
            <li className="text-muted text-sm">
              {more} more {more === 1 ? "program" : "programs"} with status on{" "}
              <Link href="/accounts" className="text-brand hover:underline">
                Accounts
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </Section>
  );
}
