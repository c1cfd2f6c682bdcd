// Rename a trip: it becomes the user's own and is never regrouped automatically. A plain form
// posting a server action (no client JavaScript); the page shows what went wrong, if anything.
import { renameTripAction } from "@/app/(app)/timeline/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function RenameTripForm({ tripKey, name, view }: { tripKey: string; name: string; view: string }) {
  return (
    <form action={renameTripAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="tripKey" value={tripKey} />
      <input type="hidden" name="view" value={view} />
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        Trip name
        <Input name="name" defaultValue={name} maxLength={120} required />
      </label>
      <Button type="submit">Rename trip</Button>
    </form>
  );
}
