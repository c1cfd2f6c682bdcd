// Server part of the Inbox page's Mailboxes section: paints the stored mailboxes at once (no wait
// for the scanning service); the client then reconciles with the service and stays live.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { readMailboxes } from "@/lib/mailboxes/list-mailboxes";
import { simulatedService } from "@/lib/env";
import { getQueryClient } from "@/lib/query/get-query-client";
import { mailboxKeys } from "./mailboxes-api";
import { MailboxesSection } from "./mailboxes-section";

export async function MailboxesPanel({ userId }: { userId: string }) {
  const queryClient = getQueryClient();
  queryClient.setQueryData(mailboxKeys.list(), { mailboxes: await readMailboxes(userId), live: true });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MailboxesSection simulated={simulatedService("email")} />
    </HydrationBoundary>
  );
}
