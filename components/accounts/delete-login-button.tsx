"use client";
// Delete one stored login after a confirmation: its password, answers and remembered session go with it.
// The dialog is loaded on first approach or press (delete-login-dialog.tsx).
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const loadDialog = () => import("./delete-login-dialog");
const DeleteLoginDialog = dynamic(loadDialog, { ssr: false });

export function DeleteLoginButton({ id, what }: { id: string; what: string }) {
  const { used, triggerProps, dialogProps } = useLazyDialog(loadDialog);
  return (
    <>
      <Button {...triggerProps} variant="secondary" className="h-8" aria-label={`Delete ${what}`}>
        Delete
      </Button>
      {used ? <DeleteLoginDialog id={id} what={what} {...dialogProps} /> : null}
    </>
  );
}
