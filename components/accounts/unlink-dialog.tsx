"use client";
// The confirm dialog of UnlinkButton, a chunk of its own: loaded when the button is approached or
// pressed, not with the account page (issue 12 item 17).
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUnlinkAccount } from "./use-account-mutations";

export default function UnlinkDialog(props: {
  accountId: string;
  programName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus(): void;
}) {
  const router = useRouter();
  const unlink = useUnlinkAccount();
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocus={props.returnFocus}
      title={`Unlink ${props.programName}?`}
      description="Your stored login, password, answers, history and the trips from this account are deleted."
      confirmLabel="Unlink and delete"
      pending={unlink.isPending}
      onConfirm={() =>
        unlink.mutate(props.accountId, {
          onSuccess: () => {
            toast.success("Account unlinked");
            router.push("/accounts");
          },
          onError: (e) => toast.error(e.message),
        })
      }
    />
  );
}
