"use client";
// "Your email addresses" in Settings (issue 34 item 2): the addresses forwarded mail is accepted
// from — the account email, and the ones added here. Mail to the forwarding address from anyone else
// waits in the Inbox for Approve sender / Discard.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { SenderAddressesView } from "@/lib/inbox/sender-addresses";
import { errorText } from "@/lib/query/api-fetch";
import { useAddSender, useRemoveSender, useSenderAddresses } from "./use-inbox";

export function SenderAddressesCard({ initial }: { initial: SenderAddressesView }) {
  const { data = initial } = useSenderAddresses(initial);
  const add = useAddSender();
  const remove = useRemoveSender();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="sender-addresses-heading">
      <div>
        <h2 id="sender-addresses-heading" className="text-base font-semibold">
          Your email addresses
        </h2>
        <p className="text-muted text-sm">
          Emails forwarded to your forwarding address are read only when they come from one of these. Mail
          from anyone else waits in the Inbox until you approve its sender or discard it.
        </p>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Your email addresses">
        <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="break-all">{data.account}</span>
          <span className="text-muted text-xs">your account email</span>
        </li>
        {data.added.map((a) => (
          <li key={a} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="break-all">{a}</span>
            <Button
              variant="ghost"
              className="h-8 px-2 text-xs"
              disabled={remove.isPending}
              onClick={() => remove.mutate(a)}
              aria-label={`Remove ${a}`}
            >
              Remove
            </Button>
          </li>
        ))}
        {data.pending.map((a) => (
          <li key={a} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="break-all">{a}</span>
            <span className="flex items-center gap-2">
              <span className="text-warn text-xs">waiting for you to follow the link we emailed to it</span>
              <Button
                variant="ghost"
                className="h-8 px-2 text-xs"
                disabled={remove.isPending}
                onClick={() => remove.mutate(a)}
                aria-label={`Remove ${a}`}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-2"
        noValidate // the server's words for a bad address, the same in every browser
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          add.mutate(address, {
            onSuccess: () => setAddress(""),
            onError: (err) => setError(errorText(err, "Could not add it; try again.")),
          });
        }}
      >
        <Field
          id="sender-address"
          label="Add an address"
          error={error ?? undefined}
          hint={
            data.confirmByLink
              ? "An address you forward booking emails from. Milepost emails it a link: its mail is read once you follow the link (adding it again sends a new one)."
              : "An address you forward booking emails from. No mail relay is configured (SMTP_OUT_URL), so no confirmation link can be sent: it is trusted as soon as you add it."
          }
        >
          <div className="flex flex-wrap gap-2">
            <Input
              id="sender-address"
              type="email"
              autoComplete="email"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className="min-w-0 flex-1"
              aria-invalid={error ? true : undefined}
            />
            <Button type="submit" variant="secondary" disabled={add.isPending || !address.trim()}>
              Add
            </Button>
          </div>
        </Field>
      </form>
    </section>
  );
}
