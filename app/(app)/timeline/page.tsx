import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Timeline" };

// Not built yet: say so plainly rather than showing an empty page.
export default function Page() {
  return (
    <>
      <PageHeader title="Timeline" description="Every itinerary from every source on one timeline." />
      <Notice title="Not available yet">This part of Milepost is being built and is not available in this version.</Notice>
    </>
  );
}
