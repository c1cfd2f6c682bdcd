// /accounts/link — pick the program to link (search by name, grouped by kind).
import type { Metadata } from "next";
import { ProgramPicker } from "@/components/accounts/program-picker";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { listLoyaltyPrograms } from "@/lib/loyalty-accounts/provider-definitions";

export const metadata: Metadata = { title: "Link an account" };

export default async function LinkAccountPage() {
  await requireUser();
  const programs = await listLoyaltyPrograms().catch(() => null);
  return (
    <>
      <PageHeader title="Link an account" description="Choose the program." />
      {programs ? (
        <ProgramPicker programs={programs} />
      ) : (
        <Notice tone="warn" title="Programs unavailable">
          The program list could not be loaded. Try again shortly.
        </Notice>
      )}
    </>
  );
}
