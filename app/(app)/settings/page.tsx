// /settings — the traveler's own names (to spot bookings made for someone else), the Processing region,
// the email addresses forwarded mail is accepted from,
// changing the password, downloading everything Milepost keeps for them, and deleting the account
// with everything in it. ?password=changed: said after a change (the action signs this browser in again).
import type { Metadata } from "next";
import { EmailSettingsForm } from "@/components/inbox/email-settings-form";
import { SenderAddressesCard } from "@/components/inbox/sender-addresses-card";
import { PageHeader } from "@/components/layout/page-header";
import { ChangePasswordForm, SignOutEverywhereForm } from "@/components/settings/change-password-form";
import { DeleteAccountForm } from "@/components/settings/delete-account-form";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { DownloadDataCard } from "@/components/settings/download-data-card";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { getEmailSettings } from "@/lib/inbox/email-settings";
import { listSenderAddresses } from "@/lib/inbox/sender-addresses";
import { getNotificationSettings } from "@/lib/notifications/get-notification-settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<{ password?: string }>;
}) {
  const user = await requireUser();
  const { password } = await searchParams;
  const [settings, senders, notifications] = await Promise.all([
    getEmailSettings(user.id),
    listSenderAddresses(user.id),
    getNotificationSettings(user.id),
  ]);
  return (
    <>
      <PageHeader title="Settings" />
      <div className="flex max-w-xl flex-col gap-6">
        {password === "changed" ? (
          <Notice tone="good">
            Your password was changed. Every other browser and device was signed out.
          </Notice>
        ) : null}
        <Card>
          <EmailSettingsForm initial={settings} />
        </Card>
        <Card>
          <SenderAddressesCard initial={senders} />
        </Card>
        <Card>
          <NotificationSettingsForm initial={notifications} />
        </Card>
        <Card className="flex flex-col gap-6">
          <ChangePasswordForm />
          <SignOutEverywhereForm />
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
