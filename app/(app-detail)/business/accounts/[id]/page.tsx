// /business/accounts/:id — one shared account: balance, status, properties, sub-accounts and history,
// as far as its owner's access level allows (passwords never).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { formatPropertyValue, UPDATED_AT } from "@/components/accounts/format";
import { Barcode } from "@/components/business/barcode";
import { BusinessHistory } from "@/components/business/business-history";
import { ErrorCodeBadge } from "@/components/business/error-code-badge";
import { ServiceLinks } from "@/components/business/service-links";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { getBusinessAccount } from "@/lib/business/get-business-account";
import { ACCESS_LEVELS } from "@/lib/business/words";
import { cn } from "@/lib/cn";

export const metadata: Metadata = { title: "Shared account", robots: { index: false } };

export default async function BusinessAccountPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const a = await getBusinessAccount(user.id, (await params).id);
  if (!a) notFound();
  return (
    <>
      <PageHeader
        title={a.program}
        description={`${a.kind} · shared by ${a.person.name}${a.owner && a.owner !== a.person.name ? ` · owner ${a.owner}` : ""}`}
      />
      <div className="flex flex-col gap-6">
        <p className="text-sm">
          <Link className="text-brand hover:underline" href={`/business/people/${a.person.id}`}>
            ← {a.person.name}
          </Link>
        </p>
        {a.removed ? (
          <Notice tone="warn">This account is no longer shared; the last synced data is shown.</Notice>
        ) : null}
        {a.level < 2 ? (
          <Notice>
            Access level {a.level} ({ACCESS_LEVELS[a.level]?.label}): {ACCESS_LEVELS[a.level]?.explain} Other
            details are not shared with your business.
          </Notice>
        ) : null}
        <Card aria-label="Summary">
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted">Balance</dt>
              <dd className="text-2xl font-semibold tabular-nums" aria-label="Balance">
                {a.balanceHidden ? (
                  <span className="text-muted text-base font-normal">Hidden (level 0)</span>
                ) : a.balance !== null ? (
                  <>
                    {a.balance}
                    {a.unit ? <span className="text-muted text-base font-normal"> {a.unit}</span> : null}
                  </>
                ) : (
                  <span className="text-muted text-base font-normal">Not available</span>
                )}
              </dd>
              {a.change ? (
                <dd className={cn("text-xs", a.change.startsWith("+") ? "text-good" : "text-bad")}>
                  {a.change} last change
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-muted">Status</dt>
              <dd>
                <ErrorCodeBadge code={a.errorCode} message={a.errorMessage} detailed />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Elite status</dt>
              <dd>
                {a.elite
                  ? `${a.elite.name}${a.elite.rank !== null ? ` (rank ${a.elite.rank})` : ""}`
                  : "None shown"}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Expires</dt>
              <dd>{a.expirationDate ? <ExpiryDate date={a.expirationDate} /> : "Not shown"}</dd>
            </div>
            <div>
              <dt className="text-muted">Login</dt>
              <dd>{a.login ?? "Not available"}</dd>
            </div>
            <div>
              <dt className="text-muted">Last update</dt>
              <dd>{a.lastUpdate ? <LocalTime iso={a.lastUpdate} options={UPDATED_AT} /> : "Never"}</dd>
            </div>
            {a.barcode ? (
              <div className="sm:col-span-3">
                <dt className="text-muted">Barcode</dt>
                <dd>
                  <Barcode bits={a.barcode} />
                </dd>
              </div>
            ) : null}
          </dl>
          {a.lastError ? (
            <p className="text-bad mt-3 text-sm">
              The last fetch failed ({a.lastError})
              {a.lastErrorAt ? (
                <>
                  {" "}
                  at <LocalTime iso={a.lastErrorAt} options={UPDATED_AT} />
                </>
              ) : null}
              ; last succeeded {a.fetchedAt ? <LocalTime iso={a.fetchedAt} options={UPDATED_AT} /> : "never"}.
            </p>
          ) : null}
          <div className="mt-4">
            <ServiceLinks
              links={[
                { label: "Sign in to the program", href: a.links.autologin },
                { label: "Update", href: a.links.update },
                { label: "Edit", href: a.links.edit },
              ]}
            />
          </div>
        </Card>
        {a.properties.length ? (
          <section aria-label="Properties">
            <h2 className="mb-2 text-lg font-semibold">Properties</h2>
            <Card>
              <dl className="grid gap-3 text-sm sm:grid-cols-3">
                {a.properties.map((p, i) => (
                  <div key={i}>
                    <dt className="text-muted">{p.name}</dt>
                    <dd>
                      {p.value != null ? (
                        formatPropertyValue(p.value)
                      ) : (
                        <span className="text-muted">Not available</span>
                      )}
                      {p.rank !== null ? <span className="text-muted text-xs"> (rank {p.rank})</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </section>
        ) : null}
        {a.subAccounts.length ? (
          <section aria-label="Sub-accounts">
            <h2 className="mb-2 text-lg font-semibold">Sub-accounts</h2>
            <ul className="flex flex-col gap-3">
              {a.subAccounts.map((s) => (
                <li key={s.id}>
                  <Card className="flex flex-col gap-3">
                    <div className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium">{s.displayName}</span>
                      <span className="tabular-nums">
                        {a.balanceHidden ? "Hidden (level 0)" : (s.balance ?? "Not available")}
                        {s.change ? <span className="text-muted ml-2 text-xs">{s.change}</span> : null}
                      </span>
                    </div>
                    {s.properties.length ? (
                      <p className="text-muted text-xs">
                        {s.properties
                          .map(
                            (p) =>
                              `${p.name}: ${p.value != null ? formatPropertyValue(p.value) : "not available"}`,
                          )
                          .join(" · ")}
                      </p>
                    ) : null}
                    {s.history.length ? (
                      <BusinessHistory rows={s.history} label={`History of ${s.displayName}`} />
                    ) : null}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-label="History">
          <h2 className="mb-2 text-lg font-semibold">History</h2>
          {a.history.length ? (
            <BusinessHistory rows={a.history} label="Account history" />
          ) : (
            <Notice>
              {a.level < 2 ? "History is not shared at this access level." : "No history rows."}
            </Notice>
          )}
        </section>
      </div>
    </>
  );
}
