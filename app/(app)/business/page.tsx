// /business — placeholder until the section is built.
import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Business" };

export default function Page() {
  return <ComingSoon title="Business" description="Accounts people share with your business." />;
}
