// Elite status and progress per program (only from good results). Server component.
import Link from "next/link";
import { EliteProgress, progressOf } from "@/components/accounts/properties-panel";
import type { AccountSummary } from "@/lib/loyalty-accounts/list-accounts";
import { Section } from "./section";

export function EliteSummary({ accounts }: { accounts: AccountSummary[] }) {
  const elite = accounts.filter((a) => a.status !== "never" && (a.eliteStatus || a.properties.some((p) => p.kind === "9")));
  return (
    <Section title="Elite status" href="/accounts" linkText="All accounts">
      {elite.length === 0 ? <p className="text-sm text-muted">No elite status reported yet.</p> : (
        <ul className="flex flex-col gap-3">
          {elite.map((a) => (
            <li key={a.id} className="flex flex-col gap-1">
              <Link href={`/accounts/${a.id}`} className="text-sm font-medium text-brand hover:underline">{a.programName}</Link>
              <EliteProgress properties={a.properties} eliteLevel={a.eliteLevel} eliteLevelsCount={null} />
              {!(a.properties.some((p) => p.kind === "9") && progressOf(a.properties)) ? <p className="text-sm">{a.eliteStatus ?? "No status yet"}{a.properties.find((p) => p.kind === "9") ? <span className="text-muted"> → {a.properties.find((p) => p.kind === "9")!.value}</span> : null}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
