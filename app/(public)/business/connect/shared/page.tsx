// /business/connect/shared — the traveller's page after **Allow**: what they shared with whom. Public
// (the traveller has no Milepost session); the invite comes from the signed receipt cookie set by the
// return route, never from the address.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";
import { getInviteReceipt } from "@/lib/business/get-invite-receipt";
import { readReceipt, RECEIPT_COOKIE } from "@/lib/business/invite-receipt";
import { ACCESS_LEVELS } from "@/lib/business/words";

export const metadata: Metadata = { title: "Accounts shared" };

export default async function SharedPage() {
  const inviteId = readReceipt((await cookies()).get(RECEIPT_COOKIE)?.value);
  const receipt = inviteId ? await getInviteReceipt(inviteId) : null;
  if (!receipt) {
    return (
      <>
        <PageHeader title="Accounts shared" />
        <Notice title="Nothing to show here">
          This page shows what you shared right after you allow access from an invite link, for an hour, in
          that browser.
        </Notice>
      </>
    );
  }
  const level = ACCESS_LEVELS[receipt.level] ?? ACCESS_LEVELS[0];
  return (
    <>
      <PageHeader title="You are connected" />
      <div className="flex flex-col gap-4 text-sm">
        <Notice tone="good" title={`You shared your loyalty accounts with ${receipt.sharedWith}`}>
          Your accounts at the account-sharing service
          {receipt.travellerName ? ` (as ${receipt.travellerName})` : ""} are now visible to{" "}
          {receipt.sharedWith} on Milepost.
        </Notice>
        <section
          aria-labelledby="shared-level"
          className="border-line bg-surface rounded-md border px-4 py-3"
        >
          <h2 id="shared-level" className="font-medium">
            What {receipt.sharedWith} can see
          </h2>
          <p className="mt-1">
            Access level {level.level} · {level.label}: {level.explain} Milepost never asks for, stores or
            shows passwords.
          </p>
        </section>
        <section
          aria-labelledby="shared-accounts"
          className="border-line bg-surface rounded-md border px-4 py-3"
        >
          <h2 id="shared-accounts" className="font-medium">
            {receipt.accounts
              ? `Accounts shared (${receipt.accounts.length.toLocaleString("en-US")})`
              : "Accounts shared"}
          </h2>
          {receipt.accounts === null ? (
            <p className="text-muted mt-1">
              The service has not listed your accounts yet; {receipt.sharedWith} sees them after the next
              sync.
            </p>
          ) : receipt.accounts.length === 0 ? (
            <p className="text-muted mt-1">
              No accounts are shared yet
              {receipt.granularSharing ? " (you chose accounts one by one at the service)" : ""}.
            </p>
          ) : (
            <ul aria-label="Accounts shared" className="mt-1 list-disc pl-5">
              {receipt.accounts.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          )}
        </section>
        <p className="text-muted">
          To change what you share or stop sharing, use your connection settings at the account-sharing
          service.
        </p>
      </div>
    </>
  );
}
