"use client";
// Unlink: confirm in a dialog, then delete credentials, history and trips of this account. The
// dialog (Radix) is its own chunk, loaded on first approach or press (unlink-dialog.tsx).
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const loadDialog = () => import("./unlink-dialog");
const UnlinkDialog = dynamic(loadDialog, { ssr: false });

export function UnlinkButton({ accountId, programName }: { accountId: string; programName: string }) {
  const { used, triggerProps, dialogProps } = useLazyDialog(loadDialog);
  return (
    <>
      <Button {...triggerProps} variant="danger">
        Unlink
      </Button>
      {used ? <UnlinkDialog accountId={accountId} programName={programName} {...dialogProps} /> : null}
    </>
  );
}
