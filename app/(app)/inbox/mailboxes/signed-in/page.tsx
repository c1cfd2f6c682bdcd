// /inbox/mailboxes/signed-in — where the hosted mailbox sign-in ends (after /api/mailboxes/auth/return
// checked its one-time nonce): says in words whether the mailbox was connected, and why not.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { type NonceRefusal, REFUSAL_WORDS } from "@/lib/mailboxes/auth-nonce";

export const metadata: Metadata = { title: "Mailbox sign-in" };

const OTHER_WORDS: Record<string, string> = {
  denied: "You chose Deny, so Milepost cannot read this mailbox and nothing was connected.",
  "service-error":
    "The mailbox provider or the scanning service reported a problem, so nothing was connected. Try again in a few minutes.",
  "not-found":
    "The scanning service does not know the mailbox this sign-in named, so nothing was connected. Try again.",
};

export default async function MailboxSignedInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const refused = typeof params.refused === "string" ? params.refused : null;
  const connected = params.connected === "1" && !refused;
  const words = refused
    ? (REFUSAL_WORDS[refused as NonceRefusal] ?? OTHER_WORDS[refused] ?? OTHER_WORDS["service-error"])
    : null;
  return (
    <>
      <PageHeader
        title="Mailbox sign-in"
        description="Connecting a mailbox through its provider's sign-in."
      />
      <Card className="flex max-w-xl flex-col gap-4">
        {connected ? (
          <Notice tone="good" title="Mailbox connected">
            Its booking emails are being read now; watch them arrive in the Inbox.
          </Notice>
        ) : (
          <Notice tone="bad" title="Mailbox not connected">
            {words ?? "This page was opened without a sign-in to finish."}
          </Notice>
        )}
        <p>
          <Link href="/inbox" className="text-brand hover:underline">
            Back to the Inbox
          </Link>
        </p>
      </Card>
    </>
  );
}
