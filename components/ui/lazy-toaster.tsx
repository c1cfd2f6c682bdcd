"use client";
// Renders sonner's <Toaster> once sonner is loaded (see toast.ts): on the first toast, or when the
// browser is first idle after the page became interactive, whichever comes first.
import { useEffect, useState } from "react";
import { loadSonner, onSonner, toasterIsMounted } from "@/components/ui/toast";

type Sonner = typeof import("sonner");

export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    const stop = onSonner((m) => setSonner(() => m));
    const idle =
      window.requestIdleCallback?.(() => void loadSonner(), { timeout: 5_000 }) ??
      window.setTimeout(() => void loadSonner(), 2_000);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  // The Toaster's own effect (its subscription) runs before this one: a child's effects run first.
  useEffect(() => {
    if (sonner) toasterIsMounted();
  }, [sonner]);
  return sonner ? <sonner.Toaster richColors closeButton position="top-center" /> : null;
}
