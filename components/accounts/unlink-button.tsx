"use client";
// Unlink: confirm in a dialog, then delete credentials, history and trips of this account. The
// dialog (Radix) is its own chunk, loaded on first approach or press (unlink-dialog.tsx).
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./unlink-dialog");
const UnlinkDialog = dynamic(loadDialog, { ssr: false });

export function UnlinkButton({ accountId, programName }: { accountId: string; programName: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing runs Radix's own close (and its focus return).
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="danger"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}>
        Unlink
      </Button>
      {used ? <UnlinkDialog accountId={accountId} programName={programName} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} /> : null}
    </>
  );
}
