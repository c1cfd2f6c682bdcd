// /settings — the traveler's own names (to spot bookings made for someone else), the Processing region,
// downloading everything Milepost keeps for them, and deleting the account with everything in it.
import type { Metadata } from "next";
import { EmailSettingsForm } from "@/components/inbox/email-settings-form";
import { PageHeader } from "@/components/layout/page-header";
import { DeleteAccountForm } from "@/components/settings/delete-account-form";
import { DownloadDataCard } from "@/components/settings/download-data-card";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/require-user";
import { getEmailSettings } from "@/lib/inbox/email-settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requireUser();
  const settings = await getEmailSettings(user.id);
  return (
    <>
      <PageHeader title="Settings" />
      <div className="flex max-w-xl flex-col gap-6">
        <Card>
          <EmailSettingsForm initial={settings} />
        </Card>
        <Card>
          <DownloadDataCard />
        </Card>
        <Card className="border-bad/40">
          <DeleteAccountForm />
        </Card>
      </div>
    </>
  );
}
