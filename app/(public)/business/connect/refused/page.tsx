// /business/connect/refused — why an invite return was not accepted, in words. Public: the traveller
// coming back from the service usually has no Milepost session.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Connection refused" };

const REASONS: Record<string, { title: string; text: string }> = {
  missing: {
    title: "This link has no invitation state",
    text: "Milepost only accepts a return from an invitation it created. Ask for a new invite link.",
  },
  unknown: {
    title: "Milepost did not create this invitation",
    text: "The invitation state is not one Milepost issued (or it was changed on the way), so nothing was connected. Ask for a new invite link.",
  },
  used: {
    title: "This invitation was already used",
    text: "Each invite link works once. If you still need to connect, ask for a new invite link.",
  },
  expired: {
    title: "This invitation has expired",
    text: "Invite links are valid for 10 minutes. Ask for a new one.",
  },
  denied: {
    title: "Access was not allowed",
    text: "Nothing was shared. A new invite link is needed to connect later.",
  },
  "code-failed": {
    title: "The service did not confirm the connection",
    text: "The authorization code could not be exchanged (codes are valid for 3 minutes and work once), so nothing was connected. Ask for a new invite link.",
  },
};

export default async function RefusedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason } = await searchParams;
  const r = REASONS[reason ?? ""] ?? REASONS.unknown!;
  return (
    <>
      <PageHeader title="Connection refused" />
      <Notice tone="bad" title={r.title}>
        {r.text}
      </Notice>
      <p className="text-muted mt-4 text-sm">
        Created the invite yourself?{" "}
        <Link className="text-brand underline" href="/business">
          Back to Business
        </Link>
      </p>
    </>
  );
}
