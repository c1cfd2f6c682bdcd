"use client";
// Traveler names (one per line) and the Processing region (United States / European Union).
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { EmailSettingsView } from "@/lib/inbox/email-settings";
import { errorText } from "@/lib/query/api-fetch";
import { useUpdateEmailSettings } from "./use-inbox";

export function EmailSettingsForm({ initial }: { initial: EmailSettingsView }) {
  const [names, setNames] = useState(initial.travelerNames.join("\n"));
  const [region, setRegion] = useState(initial.region);
  const update = useUpdateEmailSettings();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        update.mutate(
          {
            travelerNames: names
              .split("\n")
              .map((n) => n.trim())
              .filter(Boolean),
            region,
          },
          {
            onSuccess: () => toast.success("Settings saved"),
            onError: (err) => setError(errorText(err, "Could not save; try again.")),
          },
        );
      }}
    >
      <Field
        id="traveler-names"
        label="Your names"
        error={error ?? undefined}
        hint="One per line, as they appear on tickets (e.g. John Doe, Johnny Doe). Bookings that name none of them are marked “for someone else?”."
      >
        <textarea
          id="traveler-names"
          rows={3}
          value={names}
          onChange={(e) => setNames(e.target.value)}
          className="border-line bg-surface w-full rounded-md border p-3 text-sm"
        />
      </Field>
      <Field
        id="processing-region"
        label="Processing region"
        hint="Where the email parsing service processes your emails. Emails already sent stay where they were processed."
      >
        <select
          id="processing-region"
          value={region}
          onChange={(e) => setRegion(e.target.value as "us" | "eu")}
          className="border-line bg-surface h-10 w-full rounded-md border px-3 text-sm"
        >
          <option value="us">United States</option>
          <option value="eu">European Union</option>
        </select>
      </Field>
      <div>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
