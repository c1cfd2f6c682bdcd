"use client";
// "Scan emails since" (default one year back) and "Keep listening for new emails" (default on).
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { latestToday } from "@/lib/validation/travel-date";
import type { ScanSettings } from "./mailboxes-api";

export function yearAgo(today = new Date()): string {
  const d = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function ScanSettingsFields({
  value,
  onChange,
  error,
}: {
  value: ScanSettings;
  onChange(v: ScanSettings): void;
  error?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
      <Field
        id="mailbox-start-from"
        label="Scan emails since"
        error={error}
        hint="Older emails are left alone."
      >
        <Input
          id="mailbox-start-from"
          type="date"
          required
          value={value.startFrom}
          max={latestToday()}
          onChange={(e) => onChange({ ...value, startFrom: e.target.value })}
        />
      </Field>
      <label className="text-ink flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={value.listen}
          onChange={(e) => onChange({ ...value, listen: e.target.checked })}
        />
        Keep listening for new emails
      </label>
    </div>
  );
}
