// /settings/confirm-address?token=… — where the link emailed to a newly added sender address leads:
// it names the address and asks for one press of Confirm (a mail scanner fetching the link confirms
// nothing). ?confirmed=1 after the press. The token is a query parameter: the access log drops those.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { readConfirmationToken } from "@/lib/inbox/sender-address-confirmation";
import { listSenderAddresses } from "@/lib/inbox/sender-addresses";
import { confirmAddressAction } from "./actions";

export const metadata: Metadata = { title: "Confirm an address" };

export default async function ConfirmAddressPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; confirmed?: string }>;
}) {
  const user = await requireUser();
  const { token = "", confirmed } = await searchParams;
  const back = (
    <Link href="/settings" className="text-sm underline">
      Back to Settings
    </Link>
  );
  if (confirmed) {
    return (
      <Page>
        <Notice tone="good">
          The address is confirmed. Booking emails forwarded from it are read from now on.
        </Notice>
        {back}
      </Page>
    );
  }
  const read = readConfirmationToken(token);
  const mine =
    typeof read === "string" || read.userId !== user.id ? null : await listSenderAddresses(user.id);
  const problem =
    read === "invalid"
      ? "This confirmation link is not valid."
      : read === "expired"
        ? "This confirmation link has expired. Add the address again in Settings to get a new one."
        : read.userId !== user.id
          ? "This confirmation link was made for another Milepost account. Sign in with that account to confirm it."
          : !mine?.pending.includes(read.address) && !mine?.added.includes(read.address)
            ? "That address is no longer among your addresses. Add it again in Settings."
            : null;
  if (problem || typeof read === "string") {
    return (
      <Page>
        <Notice tone="bad">{problem}</Notice>
        {back}
      </Page>
    );
  }
  return (
    <Page>
      <Card className="flex flex-col gap-3 p-4">
        <p className="text-sm">
          Read booking emails forwarded from <strong className="break-all">{read.address}</strong>?
        </p>
        <form action={confirmAddressAction}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Confirm this address</Button>
        </form>
      </Card>
      {back}
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHeader title="Confirm an address" />
      <div className="flex max-w-xl flex-col gap-4">{children}</div>
    </>
  );
}
