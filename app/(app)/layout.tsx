import type { ReactNode } from "react";
import { signOutAction } from "@/app/(auth)/actions";
import { MainNav } from "@/components/layout/main-nav";
import { NAV_ITEMS } from "@/components/layout/nav-items";
import { UnreadBadge } from "@/components/notifications/unread-badge";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/require-user";
import { countUnreadNotifications } from "@/lib/notifications/list-notifications";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const unread = await countUnreadNotifications(user.id);
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col md:flex-row">
      <aside className="border-line bg-surface border-b px-3 py-3 md:w-56 md:shrink-0 md:border-r md:border-b-0 md:py-6">
        <div className="mb-3 flex items-center justify-between md:mb-6 md:block">
          <p className="px-3 text-lg font-semibold tracking-tight">
            <span className="text-brand">Mile</span>post
          </p>
          <form action={signOutAction} className="md:mt-4 md:px-3">
            <p className="text-muted hidden truncate text-xs md:block" title={user.email}>
              {user.email}
            </p>
            <Button type="submit" variant="ghost" className="h-8 px-2 text-xs md:mt-1 md:px-0">
              Sign out
            </Button>
          </form>
        </div>
        <MainNav
          items={NAV_ITEMS.map(({ href, label, icon: Icon }) => ({
            href,
            label,
            icon: <Icon aria-hidden className="size-4" />,
            badge: href === "/notifications" ? <UnreadBadge initialUnread={unread} /> : undefined,
          }))}
        />
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 md:px-8">{children}</main>
    </div>
  );
}
