import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Accounts" };

// Not built yet: say so plainly rather than showing an empty page.
export default function Page() {
  return (
    <>
      <PageHeader title="Accounts" description="Your loyalty balances, elite status and expirations." />
      <Notice title="Not available yet">This part of Milepost is being built and is not available in this version.</Notice>
    </>
  );
}
