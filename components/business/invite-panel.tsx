"use client";
// Invite a traveller: access level 0–3 in the spec's words, optional account-by-account sharing,
// then a link to copy or open, valid 10 minutes.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { ACCESS_LEVELS } from "@/lib/business/words";
import { errorText } from "@/lib/query/api-fetch";
import { useCreateInvite } from "./use-business";

export function InvitePanel() {
  const [access, setAccess] = useState(1);
  const [granular, setGranular] = useState(false);
  const [copied, setCopied] = useState(false);
  const invite = useCreateInvite();
  return (
    <Card aria-label="Invite a traveller" className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold">Invite a traveller</h2>
        <p className="text-muted text-sm">
          They sign in at the account-sharing service, choose what to share, and appear here as a connected
          user.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Access level</legend>
        {ACCESS_LEVELS.map((l) => (
          <label key={l.level} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="access"
              value={l.level}
              checked={access === l.level}
              onChange={() => setAccess(l.level)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">
                {l.level} · {l.label}
              </span>{" "}
              <span className="text-muted">— {l.explain}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={granular}
          onChange={(e) => setGranular(e.target.checked)}
          className="mt-1"
        />
        <span>
          Let the traveller choose accounts one by one{" "}
          <span className="text-muted">
            (granular sharing; otherwise all their accounts are shared, including future ones)
          </span>
        </span>
      </label>
      <div>
        <Button
          onClick={() => {
            setCopied(false);
            invite.mutate({ access, granularSharing: granular });
          }}
          disabled={invite.isPending}
        >
          {invite.isPending ? "Creating…" : "Create invite link"}
        </Button>
      </div>
      {invite.error ? (
        <Notice tone="bad">
          {errorText(invite.error, "The invite link could not be created. Try again.")}
        </Notice>
      ) : null}
      {invite.data ? (
        <div className="border-line flex flex-col gap-2 rounded-md border p-3 text-sm">
          <label htmlFor="invite-link" className="font-medium">
            Invite link
          </label>
          <input
            id="invite-link"
            readOnly
            value={invite.data.url}
            className="border-line bg-canvas w-full rounded border px-2 py-1 font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <p className="text-muted">
            Valid for 10 minutes (until{" "}
            <LocalTime iso={invite.data.expiresAt} options={{ hour: "numeric", minute: "2-digit" }} />) and
            once. Access level {invite.data.access}
            {invite.data.granularSharing ? ", accounts chosen one by one" : ""}.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(invite.data.url).then(() => setCopied(true))}
            >
              {copied ? "Copied" : "Copy link"}
            </Button>
            <Button variant="secondary" asChild>
              <a href={invite.data.url}>Open link</a>
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
