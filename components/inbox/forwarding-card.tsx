"use client";
// The personal forwarding address (read-only field "Forwarding address"), a new one on demand, and
// where this user's mail is processed.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { EMAIL_MAX_LABEL } from "@/lib/inbox/limits";
import { REGION_WORDS } from "@/lib/inbox/words";
import { useEmailSettings, useRegenerateAddress } from "./use-inbox";

export function ForwardingCard() {
  const { data } = useEmailSettings();
  const regenerate = useRegenerateAddress();
  return (
    <Card className="flex flex-col gap-3">
      <Field
        id="forwarding-address"
        label="Forwarding address"
        hint={`Forward booking emails here (up to ${EMAIL_MAX_LABEL} each) and they are parsed for you.`}
      >
        <div className="flex flex-wrap gap-2">
          <Input
            id="forwarding-address"
            readOnly
            value={data?.forwardingAddress ?? ""}
            className="min-w-0 flex-1 font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            variant="secondary"
            disabled={regenerate.isPending}
            onClick={() => {
              if (
                window.confirm("Get a new address? Mail sent to the current one will be refused from now on.")
              )
                regenerate.mutate();
            }}
          >
            New address
          </Button>
        </div>
      </Field>
      {data ? (
        <p className="text-muted text-sm" data-testid="processing-region">
          Your emails are processed in the {REGION_WORDS[data.region]}.{" "}
          <Link href="/settings" className="text-brand hover:underline">
            Change
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
