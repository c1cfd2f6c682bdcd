"use client";
// Delete one stored login after a confirmation: its password, answers and remembered session go with it.
// The dialog is loaded on first approach or press (delete-login-dialog.tsx), like UnlinkButton's.
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./delete-login-dialog");
const DeleteLoginDialog = dynamic(loadDialog, { ssr: false });

export function DeleteLoginButton({ id, what }: { id: string; what: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing runs Radix's own close (and its focus return).
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="h-8"
        aria-label={`Delete ${what}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      {used ? <DeleteLoginDialog id={id} what={what} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} /> : null}
    </>
  );
}
