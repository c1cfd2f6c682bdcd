"use client";
// The confirm dialog of DeleteLoginButton, a chunk of its own: Radix Dialog (12 kB gzipped) is loaded
// when the button is approached or pressed, not with the accounts page (issue 12 item 17).
import { Dialog } from "radix-ui";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useDeleteCredential } from "./use-account-mutations";

export default function DeleteLoginDialog(props: { id: string; what: string; open: boolean; onOpenChange(open: boolean): void; returnFocus(): void }) {
  const del = useDeleteCredential();
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content
          // Opened by a button of our own (no Dialog.Trigger): Radix would send the focus to <body>.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            props.returnFocus();
          }}
          className="fixed top-1/2 left-1/2 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Delete {props.what}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">The stored login, password, security answers and remembered session are deleted. Past searches keep their results.</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild><Button variant="secondary">Cancel</Button></Dialog.Close>
            <Button variant="danger" disabled={del.isPending} onClick={() => del.mutate(props.id, { onSuccess: () => toast.success("Login deleted"), onError: (e) => toast.error(e.message) })}>
              Delete login
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
