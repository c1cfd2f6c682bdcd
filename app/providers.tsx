"use client";
// Client-side providers: TanStack Query (one client per browser tab) and toasts (sonner, loaded
// after the page is interactive: components/ui/toast.ts).
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { getQueryClient } from "@/lib/query/get-query-client";

export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
