"use client";
// The confirm dialog of UnlinkButton, a chunk of its own: Radix Dialog is loaded when the button is
// pressed, not with the account page (issue 12 item 17).
import { Dialog } from "radix-ui";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useUnlinkAccount } from "./use-account-mutations";

export default function UnlinkDialog(props: { accountId: string; programName: string; open: boolean; onOpenChange(open: boolean): void; returnFocus(): void }) {
  const router = useRouter();
  const unlink = useUnlinkAccount();
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
          <Dialog.Title className="text-lg font-semibold">Unlink {props.programName}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">Your stored login, password, answers, history and the trips from this account are deleted.</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild><Button variant="secondary">Cancel</Button></Dialog.Close>
            <Button variant="danger" disabled={unlink.isPending} onClick={() => unlink.mutate(props.accountId, { onSuccess: () => { toast.success("Account unlinked"); router.push("/accounts"); }, onError: (e) => toast.error(e.message) })}>
              Unlink and delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
