"use client";
// Stored logins, grouped by what they are used for; each can be edited and deleted (issue 11 item 7).
// 25 at a time, with a choice of use; the view lives in the address (?loginsFor&logins,
// lib/loyalty-accounts/logins-view.ts) beside the accounts list's, and PostgreSQL counts each use.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import {
  LOGINS_PAGE,
  loginsViewFromParams,
  withLoginsView,
  type LoginFilter,
  type LoginsView,
} from "@/lib/loyalty-accounts/logins-view";
import { DeleteLoginButton } from "./delete-login-button";
import { EditLoginForm } from "./edit-login-form";
import { useCredentials } from "./use-account-queries";

/** The view into the address without a server round trip (the logins come from the JSON route). */
function showView(view: LoginsView) {
  window.history.replaceState(
    null,
    "",
    `${window.location.pathname}${withLoginsView(window.location.search, view)}`,
  );
}

/** From this many logins on: a choice of use and a count of what is shown. */
const TOOLS_FROM = 6;

export function StoredLogins() {
  const view = loginsViewFromParams(Object.fromEntries(useSearchParams()));
  const { data } = useCredentials(view);
  const [editing, setEditing] = useState<string | null>(null);
  const groups = data?.groups ?? [];
  const total = data?.total ?? 0;
  const hidden = (data?.matched ?? 0) - (data?.shown ?? 0);
  const n = (x: number) => x.toLocaleString("en-US");
  const logins = (x: number) => `${n(x)} ${x === 1 ? "login" : "logins"}`;
  return (
    <Card aria-label="Stored logins">
      <h2 className="font-semibold">Stored logins</h2>
      <p className="text-muted mb-3 text-sm">
        Every login Milepost keeps for you, encrypted. {total === 0 ? "None yet." : ""}
      </p>
      {total >= TOOLS_FROM ? (
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="logins-for">Used for</label>
            <select
              id="logins-for"
              className="border-line bg-surface h-10 rounded-md border px-2"
              value={view.loginsFor}
              onChange={(e) => showView({ loginsFor: e.target.value as LoginFilter, logins: 1 })}
            >
              <option value="">Every use</option>
              {groups
                .filter((g) => g.count > 0)
                .map((g) => (
                  <option key={g.service} value={g.service}>
                    {g.title} ({n(g.count)})
                  </option>
                ))}
            </select>
          </div>
          <p className="text-muted text-sm" role="status">
            {hidden > 0
              ? `Showing ${n(data?.shown ?? 0)} of ${logins(data?.matched ?? 0)}`
              : logins(data?.matched ?? 0)}
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-4">
        {groups
          .filter((g) => g.items.length > 0)
          .map((g) => (
            <section key={g.service} aria-label={g.title}>
              <h3 className="text-muted text-xs font-semibold">
                {g.title} · {n(g.count)}
              </h3>
              <ul className="divide-line divide-y">
                {g.items.map((c) => (
                  <li key={c.id} className="py-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-sm font-medium">
                          {c.programName} <span className="text-muted font-normal">· {c.maskedLogin}</span>
                        </p>
                        <p className="text-muted text-xs">
                          {c.answers
                            ? `${c.answers} saved ${c.answers === 1 ? "answer" : "answers"}`
                            : "No saved answers"}
                          {c.hasBrowserState ? " · remembered session" : ""}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        {c.service === "loyalty" ? (
                          <Link
                            href={`/accounts/${c.id}`}
                            className="border-line inline-flex h-8 items-center rounded-md border px-3 text-sm"
                          >
                            Edit
                          </Link>
                        ) : (
                          <button
                            type="button"
                            className="border-line inline-flex h-8 items-center rounded-md border px-3 text-sm"
                            aria-label={`Edit ${c.programName} login`}
                            onClick={() => setEditing(editing === c.id ? null : c.id)}
                          >
                            Edit
                          </button>
                        )}
                        <DeleteLoginButton id={c.id} what={`${c.programName} login ${c.maskedLogin}`} />
                      </div>
                    </div>
                    {editing === c.id ? (
                      <EditLoginForm id={c.id} login2={c.login2} onDone={() => setEditing(null)} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
      <div className="mt-3">
        <ShowMoreButton
          hidden={hidden}
          step={LOGINS_PAGE}
          noun="logins"
          onMore={() => showView({ ...view, logins: view.logins + 1 })}
        />
      </div>
    </Card>
  );
}
