// /inbox — booking emails become itineraries: upload, paste or forward; live statuses and results.
// ?page=N keeps how many of the newest emails are shown (N × 50; lib/inbox/inbox-view.ts).
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { EmailList } from "@/components/inbox/email-list";
import { EmailUploader } from "@/components/inbox/email-uploader";
import { ForwardingCard } from "@/components/inbox/forwarding-card";
import { inboxKeys } from "@/components/inbox/inbox-api";
import { PageHeader } from "@/components/layout/page-header";
import { MailboxesPanel } from "@/components/mailboxes/mailboxes-panel";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/require-user";
import { getEmailSettings } from "@/lib/inbox/email-settings";
import { inboxPageFromParams } from "@/lib/inbox/inbox-view";
import { INBOX_PAGE_SIZE } from "@/lib/inbox/limits";
import { listEmails } from "@/lib/inbox/list-emails";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const queryClient = getQueryClient();
  const pages = inboxPageFromParams(await searchParams);
  const [emails, settings] = await Promise.all([
    listEmails(user.id, pages * INBOX_PAGE_SIZE),
    getEmailSettings(user.id),
  ]);
  queryClient.setQueryData(inboxKeys.list(pages), emails);
  queryClient.setQueryData(inboxKeys.settings(), settings);
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Booking confirmations become trips on your timeline; loyalty statements update your balances."
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
          <div className="flex flex-col gap-6">
            <Card>
              <EmailUploader />
            </Card>
            <ForwardingCard />
            <MailboxesPanel userId={user.id} />
          </div>
          <section aria-labelledby="emails-heading" className="flex min-w-0 flex-col gap-3">
            <h2 id="emails-heading" className="text-muted text-sm font-semibold">
              Your emails
            </h2>
            <EmailList />
          </section>
        </div>
      </HydrationBoundary>
    </>
  );
}
