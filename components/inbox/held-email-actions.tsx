"use client";
// A forwarded email held because its sender is not one of the user's addresses (issue 34 item 2):
// who sent it, that nothing in it was applied, and the two ways out — Approve sender (the address
// joins "Your email addresses" and the email is processed) or Discard (deleted).
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/query/api-fetch";
import { useApproveSender, useDeleteEmail } from "./use-inbox";

export function HeldEmailActions({
  id,
  sender,
  title,
}: {
  id: string;
  sender: string | null;
  title: string;
}) {
  const approve = useApproveSender();
  const discard = useDeleteEmail();
  const busy = approve.isPending || discard.isPending;
  const failed = approve.error ?? discard.error;
  return (
    <div className="border-warn/40 flex flex-col gap-2 rounded-md border p-3" data-testid="held-email">
      <p className="text-sm break-words">
        Sent to your forwarding address by{" "}
        <span className="font-medium break-all">{sender ?? "an unknown sender"}</span>, which is not one of
        your email addresses. Nothing in it was read or applied: no booking was added, changed or cancelled.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          className="h-9"
          disabled={busy}
          onClick={() => approve.mutate(id)}
          aria-label={`Approve sender of ${title}`}
        >
          Approve sender
        </Button>
        <Button
          variant="secondary"
          className="h-9"
          disabled={busy}
          onClick={() => discard.mutate(id)}
          aria-label={`Discard ${title}`}
        >
          Discard
        </Button>
      </div>
      {failed ? (
        <p className="text-bad text-sm">{errorText(failed, "That did not work; try again.")}</p>
      ) : null}
    </div>
  );
}
