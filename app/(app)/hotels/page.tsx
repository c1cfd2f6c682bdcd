import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Hotels" };

// Not built yet: say so plainly rather than showing an empty page.
export default function Page() {
  return (
    <>
      <PageHeader title="Hotels" description="Award nights across hotel programs, with the value of every point." />
      <Notice title="Not available yet">This part of Milepost is being built and is not available in this version.</Notice>
    </>
  );
}
