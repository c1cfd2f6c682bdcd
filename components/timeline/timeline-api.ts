// Endpoints of the timeline page over the shared fetcher, and the mutations that use them.
// The page is server-rendered from the sources, so a mutation refreshes the route.
"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/query/api-fetch";

export const timelineApi = {
  renameTrip: (key: string, name: string) => apiFetch<{ key: string; name: string }>(`/api/timeline/trips/${encodeURIComponent(key)}`, { method: "PATCH", body: { name } }),
  resetFeed: () => apiFetch<{ https: string; webcal: string }>("/api/timeline/feed", { method: "POST" }),
};

export function useRenameTrip() {
  const router = useRouter();
  return useMutation({
    mutationFn: (v: { key: string; name: string }) => timelineApi.renameTrip(v.key, v.name),
    onSuccess: (trip) => router.replace(`/timeline?trip=${encodeURIComponent(trip.key)}`, { scroll: false }),
  });
}

export function useResetFeed() {
  const router = useRouter();
  return useMutation({ mutationFn: timelineApi.resetFeed, onSuccess: () => router.refresh() });
}
