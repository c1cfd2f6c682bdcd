"use client";
// The confirm dialog of DeleteLoginButton, a chunk of its own: loaded when the button is approached
// or pressed, not with the accounts page (issue 12 item 17).
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteCredential } from "./use-account-mutations";

export default function DeleteLoginDialog(props: {
  id: string;
  what: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus(): void;
}) {
  const del = useDeleteCredential();
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocus={props.returnFocus}
      title={`Delete ${props.what}?`}
      description="The stored login, password, security answers and remembered session are deleted. Past searches keep their results."
      confirmLabel="Delete login"
      pending={del.isPending}
      onConfirm={() =>
        del.mutate(props.id, {
          onSuccess: () => toast.success("Login deleted"),
          onError: (e) => toast.error(e.message),
        })
      }
    />
  );
}
