"use client";
// What /flights and /hotels show before the worker has fetched the service's program list (at boot,
// a few seconds): the page re-reads itself every few seconds and shows the form when the list is
// there, instead of asking the traveller to reload. Bounded: after a minute it stops and says so.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";

const EVERY_MS = 2_000;
const GIVE_UP_MS = 60_000;

export function ProgramListPending() {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return gaveUp ? (
    <Notice tone="warn" title="No programs yet">
      The program list has not arrived in a minute: the service may be down. Press Refresh programs, or try
      again later.
    </Notice>
  ) : (
    <Notice title="No programs yet">
      The program list is being fetched; the form appears here as soon as it arrives.
    </Notice>
  );
}
