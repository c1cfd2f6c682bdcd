// /timeline — placeholder until the section is built.
import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Timeline" };

export default function Page() {
  return <ComingSoon title="Timeline" description="Every itinerary from every source on one timeline." />;
}
