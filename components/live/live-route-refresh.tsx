"use client";
// For server-rendered live views (the timeline): re-render the route when the event stream says one
// of `kinds` changed for this user, or after a reconnection (changes may have been missed).
import { useRouter } from "next/navigation";
import { useLiveRefetch, useLiveStatus } from "@/components/live/use-live";

export function LiveRouteRefresh({ kinds }: { kinds: string[] }) {
  const router = useRouter();
  useLiveStatus();
  useLiveRefetch(
    (c) => kinds.includes(c.k),
    async () => router.refresh(),
    { firstReady: false },
  );
  return null;
}
