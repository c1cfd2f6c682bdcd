// /business/connect/refused — why an invite return was not accepted, in words.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Connection refused" };

const REASONS: Record<string, { title: string; text: string }> = {
  missing: { title: "This link has no invitation state", text: "Milepost only accepts a return from an invitation it created. Create a new invite link and send it again." },
  unknown: { title: "This invitation is not yours", text: "The invitation state does not match any invite link you created, so nothing was connected. Sign in as the person who created the link, or create a new one." },
  used: { title: "This invitation was already used", text: "Each invite link works once. If the traveller still needs to connect, create a new invite link." },
  expired: { title: "This invitation has expired", text: "Invite links are valid for 10 minutes. Create a new one and send it again." },
  denied: { title: "The traveller did not allow access", text: "Nothing was shared. You can send a new invite link if they change their mind." },
  "code-failed": { title: "The service did not confirm the connection", text: "The authorization code could not be exchanged (codes are valid for 3 minutes and work once). Ask the traveller to open a new invite link." },
};

export default async function RefusedPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason } = await searchParams;
  const r = REASONS[reason ?? ""] ?? REASONS.unknown!;
  return (
    <>
      <PageHeader title="Connection refused" />
      <div className="flex flex-col gap-4">
        <Notice tone="bad" title={r.title}>{r.text}</Notice>
        <div><Button asChild variant="secondary"><Link href="/business">Back to Business</Link></Button></div>
      </div>
    </>
  );
}
