// /inbox/:id — one email: headers, statuses, what was found, delete.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EmailDetail } from "@/components/inbox/email-detail";
import { inboxKeys } from "@/components/inbox/inbox-api";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { getEmail } from "@/lib/inbox/list-emails";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Email" };

export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const email = await getEmail(user.id, id);
  if (!email) notFound();
  const queryClient = getQueryClient();
  queryClient.setQueryData(inboxKeys.detail(id), email);
  return (
    <>
      <PageHeader
        title={email.subject || "(no subject)"}
        actions={
          <Link href="/inbox" className="text-brand text-sm hover:underline">
            All emails
          </Link>
        }
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <EmailDetail id={id} />
      </HydrationBoundary>
    </>
  );
}
