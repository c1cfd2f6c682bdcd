// /business/people/:id — one member or connected user, what they share, and links to the service's pages.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { ErrorCodeBadge } from "@/components/business/error-code-badge";
import { ServiceLinks } from "@/components/business/service-links";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { getPerson } from "@/lib/business/get-person";
import { ACCESS_LEVELS } from "@/lib/business/words";
import { cn } from "@/lib/cn";

export const metadata: Metadata = { title: "Person", robots: { index: false } };

export default async function PersonPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ connected?: string }>;
}) {
  const user = await requireUser();
  const [{ id }, { connected }] = await Promise.all([params, searchParams]);
  const data = await getPerson(user.id, id);
  if (!data) notFound();
  const { person: p, accounts } = data;
  const level = ACCESS_LEVELS[p.level];
  return (
    <>
      <PageHeader
        title={p.fullName}
        description={
          p.kind === "member"
            ? "Member (added by your business)"
            : `Connected user${p.connectionType ? ` · ${p.connectionType}` : ""}`
        }
      />
      <div className="flex flex-col gap-6">
        {connected ? (
          <Notice tone="good" title={`${p.fullName} is now connected`}>
            Their shared accounts are below.
          </Notice>
        ) : null}
        {p.removedAt ? (
          <Notice tone="warn">No longer listed by the service; the last synced data is shown.</Notice>
        ) : null}
        <Card aria-label="Details">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Email</dt>
              <dd>{p.email ?? "Not given"}</dd>
            </div>
            <div>
              <dt className="text-muted">Forwarding email</dt>
              <dd>{p.forwardingEmail ?? "Not given"}</dd>
            </div>
            {p.userName ? (
              <div>
                <dt className="text-muted">Username</dt>
                <dd>{p.userName}</dd>
              </div>
            ) : null}
            {p.status ? (
              <div>
                <dt className="text-muted">Status</dt>
                <dd>{p.status}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">Access level</dt>
              <dd>
                {p.kind === "member" ? (
                  "Managed by the business (full control)"
                ) : (
                  <>
                    {p.accountsAccessLevel ?? level?.label}{" "}
                    <span className="text-muted">— {level?.explain}</span>
                  </>
                )}
              </dd>
            </div>
            {p.accessLevel ? (
              <div>
                <dt className="text-muted">Role</dt>
                <dd>{p.accessLevel}</dd>
              </div>
            ) : null}
            {p.accountsSharedByDefault !== null ? (
              <div>
                <dt className="text-muted">New accounts</dt>
                <dd>{p.accountsSharedByDefault ? "Shared by default" : "Chosen one by one"}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-4">
            <ServiceLinks
              links={[
                { label: "Edit connection", href: p.editConnectionUrl },
                { label: "Edit member", href: p.editMemberUrl },
                { label: "Accounts", href: p.accountListUrl },
                { label: "Timeline", href: p.timelineUrl },
                { label: "Booking requests", href: p.bookingRequestsUrl },
              ]}
            />
          </div>
        </Card>
        <section aria-label="Shared accounts">
          <h2 className="mb-3 text-lg font-semibold">Shared accounts</h2>
          {p.connectionType === "Pending" ? (
            <Notice>This invitation has not been accepted yet, so nothing is shared.</Notice>
          ) : accounts.length === 0 ? (
            <Notice>Nothing shared yet.</Notice>
          ) : (
            <ul className="flex flex-col gap-3">
              {accounts.map((a) => (
                <li key={a.id}>
                  <Card
                    className={cn(
                      "flex flex-wrap items-start justify-between gap-4 p-4 sm:p-4",
                      a.removed && "opacity-60",
                    )}
                  >
                    <div className="min-w-48 flex-1">
                      <Link
                        href={`/business/accounts/${a.id}`}
                        className="text-brand font-medium hover:underline"
                      >
                        {a.program}
                      </Link>
                      <p className="text-muted text-xs">
                        {a.kind}
                        {a.login ? ` · ${a.login}` : ""}
                        {a.removed ? " · no longer shared" : ""}
                      </p>
                      <div className="mt-1">
                        <ErrorCodeBadge code={a.errorCode} message={a.errorMessage} />
                      </div>
                    </div>
                    <div className="min-w-32 text-right">
                      <p
                        className="text-lg font-semibold tabular-nums"
                        aria-label={`Balance of ${a.program}`}
                      >
                        {a.balanceHidden ? (
                          <span className="text-muted text-sm font-normal">Hidden (level 0)</span>
                        ) : a.balance !== null ? (
                          <>
                            {a.balance}
                            {a.unit ? (
                              <span className="text-muted text-sm font-normal"> {a.unit}</span>
                            ) : null}
                          </>
                        ) : (
                          <span className="text-muted text-sm font-normal">Not available</span>
                        )}
                      </p>
                      {a.change ? (
                        <p
                          className={cn(
                            "text-xs tabular-nums",
                            a.change.startsWith("+") ? "text-good" : "text-bad",
                          )}
                        >
                          {a.change} last change
                        </p>
                      ) : null}
                    </div>
                    <div className="min-w-36 text-sm">
                      <p>
                        {a.expirationDate ? (
                          <ExpiryDate date={a.expirationDate} prefix="Expires " />
                        ) : (
                          <span className="text-muted">No expiration shown</span>
                        )}
                      </p>
                      <p className="text-muted">
                        {a.elite
                          ? `${a.elite.name}${a.elite.rank !== null ? ` (rank ${a.elite.rank})` : ""}`
                          : "No elite status"}
                      </p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
