// /settings — the traveler's own names (to spot bookings made for someone else) and the Processing region.
import type { Metadata } from "next";
import { EmailSettingsForm } from "@/components/inbox/email-settings-form";
import { PageHeader } from "@/components/layout/page-header";
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
      <Card className="max-w-xl">
        <EmailSettingsForm initial={settings} />
      </Card>
    </>
  );
}
