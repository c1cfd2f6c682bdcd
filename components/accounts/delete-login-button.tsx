"use client";
// Delete one stored login after a confirmation: its password, answers and remembered session go with it.
import { Dialog } from "radix-ui";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useDeleteCredential } from "./use-account-mutations";

export function DeleteLoginButton({ id, what }: { id: string; what: string }) {
  const del = useDeleteCredential();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild><Button variant="secondary" className="h-8" aria-label={`Delete ${what}`}>Delete</Button></Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Delete {what}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">The stored login, password, security answers and remembered session are deleted. Past searches keep their results.</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild><Button variant="secondary">Cancel</Button></Dialog.Close>
            <Button variant="danger" disabled={del.isPending} onClick={() => del.mutate(id, { onSuccess: () => toast.success("Login deleted"), onError: (e) => toast.error(e.message) })}>
              Delete login
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
