import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Business" };

// Not built yet: say so plainly rather than showing an empty page.
export default function Page() {
  return (
    <>
      <PageHeader title="Business" description="Accounts people share with your business." />
      <Notice title="Not available yet">This part of Milepost is being built and is not available in this version.</Notice>
    </>
  );
}
