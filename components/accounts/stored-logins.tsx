"use client";
// Every stored login, grouped by what it is used for; each can be edited and deleted (issue 11 item 7).
import Link from "next/link";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { DeleteLoginButton } from "./delete-login-button";
import { EditLoginForm } from "./edit-login-form";
import { useCredentials } from "./use-account-queries";

export function StoredLogins() {
  const { data: groups = [] } = useCredentials();
  const [editing, setEditing] = useState<string | null>(null);
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Card aria-label="Stored logins">
      <h2 className="font-semibold">Stored logins</h2>
      <p className="mb-3 text-sm text-muted">Every login Milepost keeps for you, encrypted. {total === 0 ? "None yet." : ""}</p>
      <div className="flex flex-col gap-4">
        {groups.filter((g) => g.items.length > 0).map((g) => (
          <section key={g.service} aria-label={g.title}>
            <h3 className="text-xs font-semibold text-muted">{g.title}</h3>
            <ul className="divide-y divide-line">
              {g.items.map((c) => (
                <li key={c.id} className="py-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{c.programName} <span className="font-normal text-muted">· {c.maskedLogin}</span></p>
                      <p className="text-xs text-muted">
                        {c.answers ? `${c.answers} saved ${c.answers === 1 ? "answer" : "answers"}` : "No saved answers"}
                        {c.hasBrowserState ? " · remembered session" : ""}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {c.service === "loyalty" ? (
                        <Link href={`/accounts/${c.id}`} className="inline-flex h-8 items-center rounded-md border border-line px-3 text-sm">Edit</Link>
                      ) : (
                        <button type="button" className="inline-flex h-8 items-center rounded-md border border-line px-3 text-sm" aria-label={`Edit ${c.programName} login`} onClick={() => setEditing(editing === c.id ? null : c.id)}>Edit</button>
                      )}
                      <DeleteLoginButton id={c.id} what={`${c.programName} login ${c.maskedLogin}`} />
                    </div>
                  </div>
                  {editing === c.id ? <EditLoginForm id={c.id} login2={c.login2} onDone={() => setEditing(null)} /> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
