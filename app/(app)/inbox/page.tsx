// /inbox — placeholder until the section is built.
import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Inbox" };

export default function Page() {
  return <ComingSoon title="Inbox" description="Booking emails turned into itineraries." />;
}
