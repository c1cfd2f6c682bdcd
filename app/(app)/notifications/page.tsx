// /notifications — every notice in words with a link to what it is about, whether its email left,
// mark read and mark all read. Live: a notice raised by the worker appears without a reload.
import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { NotificationList } from "@/components/notifications/notification-list";
import { requireUser } from "@/lib/auth/require-user";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  const user = await requireUser();
  const page = await listNotifications(user.id);
  return (
    <>
      <PageHeader
        title="Notifications"
        description="What Milepost found while you were away. Choose what is told, and how, in Settings."
      />
      <div className="max-w-2xl">
        <NotificationList initial={page} />
      </div>
    </>
  );
}
