"use client";
// A confirm dialog for a destructive action, opened by a button of the caller's own. Radix Dialog
// (12 kB gzipped) comes with it, so callers load this in a chunk of its own when their button is
// approached (issue 12 item 17): the page's first load never carries it.
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where the focus goes when the dialog closes: the button that opened it. */
  returnFocus(): void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
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
          className="bg-surface fixed top-1/2 left-1/2 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg p-6 shadow-lg"
        >
          <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
          <Dialog.Description className="text-muted mt-2 text-sm">{props.description}</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button variant="danger" disabled={props.pending} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
