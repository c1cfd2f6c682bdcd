// Members and connected users in one list; each opens the person's page.
import Link from "next/link";
import { Notice } from "@/components/ui/notice";
import type { PersonSummary } from "@/lib/business/list-people";
import { ACCESS_LEVELS } from "@/lib/business/words";
import { cn } from "@/lib/cn";

export function PeopleList({ people }: { people: PersonSummary[] }) {
  if (people.length === 0) return <Notice title="No people yet">Members you add at the service and travellers who accept an invite appear here after the next sync.</Notice>;
  return (
    <ul aria-label="People" className="divide-y divide-line rounded-lg border border-line bg-surface">
      {people.map((p) => (
        <li key={p.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 p-4">
          <div className="w-full min-w-0 sm:w-auto sm:flex-1">
            <Link href={`/business/people/${p.id}`} className="font-medium text-brand hover:underline">{p.fullName}</Link>
            <p className="truncate text-sm text-muted">{p.email ?? "No email"}{p.forwardingEmail ? ` · forwards to ${p.forwardingEmail}` : ""}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-canvas px-2 py-0.5">{p.kind === "member" ? "Member" : "Connected user"}</span>
            {p.connectionType ? (
              <span className={cn("rounded-full px-2 py-0.5 font-medium", p.connectionType === "Pending" ? "bg-warn-soft text-warn" : "bg-good-soft text-good")}>{p.connectionType}</span>
            ) : null}
            {p.status ? <span className="rounded-full bg-canvas px-2 py-0.5">{p.status}</span> : null}
            <span className="rounded-full bg-canvas px-2 py-0.5" title={ACCESS_LEVELS[p.level]?.explain}>
              {p.kind === "member" ? "Managed by the business" : `Access: ${p.accountsAccessLevel ?? ACCESS_LEVELS[p.level]?.label}`}
            </span>
            {p.accountsSharedByDefault !== null ? <span className="rounded-full bg-canvas px-2 py-0.5">{p.accountsSharedByDefault ? "Shares new accounts by default" : "Chooses accounts one by one"}</span> : null}
            <span className="text-muted">{p.accountCount} account{p.accountCount === 1 ? "" : "s"}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
