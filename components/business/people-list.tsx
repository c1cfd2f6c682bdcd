// Members and connected users in one list, a page of 50 at a time; each opens the person's page.
// "Show more" is a link (?people=N), drawn on the server: a reload or a link keeps what was shown.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { MAX_PEOPLE_PAGES, PEOPLE_PAGE, type PersonSummary } from "@/lib/business/list-people";
import { ACCESS_LEVELS } from "@/lib/business/words";
import { cn } from "@/lib/cn";

const n = (x: number) => x.toLocaleString("en-US");

export function PeopleList({
  people,
  total,
  pages,
}: {
  people: PersonSummary[];
  total: number;
  pages: number;
}) {
  if (total === 0)
    return (
      <Notice title="No people yet">
        Members you add at the service and travellers who accept an invite appear here after the next sync.
      </Notice>
    );
  const hidden = total - people.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted text-sm" role="status">
        {hidden > 0
          ? `Showing ${n(people.length)} of ${n(total)} people`
          : `${n(total)} ${total === 1 ? "person" : "people"}`}
      </p>
      <ul aria-label="People" className="divide-line border-line bg-surface divide-y rounded-lg border">
        {people.map((p) => (
          <li key={p.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 p-4">
            <div className="w-full min-w-0 sm:w-auto sm:flex-1">
              <Link href={`/business/people/${p.id}`} className="text-brand font-medium hover:underline">
                {p.fullName}
              </Link>
              <p className="text-muted truncate text-sm">
                {p.email ?? "No email"}
                {p.forwardingEmail ? ` · forwards to ${p.forwardingEmail}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="bg-canvas rounded-full px-2 py-0.5">
                {p.kind === "member" ? "Member" : "Connected user"}
              </span>
              {p.connectionType ? (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 font-medium",
                    p.connectionType === "Pending" ? "bg-warn-soft text-warn" : "bg-good-soft text-good",
                  )}
                >
                  {p.connectionType}
                </span>
              ) : null}
              {p.status ? <span className="bg-canvas rounded-full px-2 py-0.5">{p.status}</span> : null}
              <span className="bg-canvas rounded-full px-2 py-0.5" title={ACCESS_LEVELS[p.level]?.explain}>
                {p.kind === "member"
                  ? "Managed by the business"
                  : `Access: ${p.accountsAccessLevel ?? ACCESS_LEVELS[p.level]?.label}`}
              </span>
              {p.accountsSharedByDefault !== null ? (
                <span className="bg-canvas rounded-full px-2 py-0.5">
                  {p.accountsSharedByDefault
                    ? "Shares new accounts by default"
                    : "Chooses accounts one by one"}
                </span>
              ) : null}
              <span className="text-muted">
                {p.accountCount} account{p.accountCount === 1 ? "" : "s"}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {hidden > 0 && pages < MAX_PEOPLE_PAGES ? (
        <div>
          <Button variant="secondary" asChild>
            <Link href={`/business?people=${pages + 1}`} scroll={false}>
              Show {n(Math.min(PEOPLE_PAGE, hidden))} more ({n(hidden)} not shown)
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
