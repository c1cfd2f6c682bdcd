"use client";
// Rename a trip: it becomes the user's own and is never regrouped automatically.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRenameTrip } from "./timeline-api";

export function RenameTripForm({ tripKey, name }: { tripKey: string; name: string }) {
  const [value, setValue] = useState(name);
  const rename = useRenameTrip();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate({ key: tripKey, name: value.trim() });
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        Trip name
        <Input value={value} onChange={(e) => setValue(e.target.value)} maxLength={120} required />
      </label>
      <Button type="submit" disabled={rename.isPending || !value.trim()}>
        {rename.isPending ? "Saving…" : "Rename trip"}
      </Button>
      {rename.isError ? <p className="w-full text-sm text-bad">{rename.error.message}</p> : null}
    </form>
  );
}
