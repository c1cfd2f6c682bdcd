"use client";
// The day each leg of a round trip or multi-city search shows, in the address (issue 38): a day
// picked on one leg's calendar searches that leg again in the same search (use-move-leg.ts), and is
// also a new history entry, `?search=<id>&days=<leg 1's day>,<leg 2's day>`, so the browser's Back
// and Forward return to the days shown before. The page then moves the leg back with `reopen`: that
// day's stored answers are shown again when they are all there, the day is searched again when not.
// A day the search can no longer take (it has passed) is said in words, and the address is set to
// what the page shows: the form, the results and the address never disagree.
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useMoveLeg } from "@/components/flights/use-move-leg";
import { toast } from "@/components/ui/toast";
import { errorText } from "@/lib/query/api-fetch";

const DAYS = "days";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This page's address with the legs' days. */
function hrefWith(days: readonly string[]): string {
  const q = new URLSearchParams(window.location.search);
  q.set(DAYS, days.join(","));
  // A comma is at home in a query; "%2C" only makes the address harder to read.
  return `${window.location.pathname}?${q.toString().replaceAll("%2C", ",")}`;
}

/** The order that never puts a leg before the one before it on the way: legs going earlier from the
 *  first, then legs going later from the last. */
function moveOrder(have: readonly string[], want: readonly string[]): number[] {
  const legs = want.map((_, i) => i).filter((i) => want[i] !== have[i]);
  return [...legs.filter((i) => want[i]! < have[i]!), ...legs.filter((i) => want[i]! > have[i]!).reverse()];
}

export function useLegDays(searchId: string) {
  const move = useMoveLeg(searchId);
  const { mutate, mutateAsync } = move;
  const router = useRouter();
  const [restoring, setRestoring] = useState(false);
  /** The days a picked day is navigating to: the address is ours until it says them. */
  const going = useRef<string | null>(null);

  /** A day picked on leg `leg`'s calendar while the legs show `days`. */
  const pick = (days: readonly string[], leg: number, date: string) => {
    const next = days.map((d, i) => (i === leg ? date : d));
    if (date === days[leg]) {
      // The day shown, searched again: no other days to go back to.
      mutate({ leg, date }, { onError: (e) => toast.error(errorText(e, "Could not search that day")) });
      return;
    }
    going.current = next.join(",");
    // The entry being left names its days, so Back can return to them.
    window.history.replaceState(null, "", hrefWith(days));
    mutate(
      { leg, date },
      {
        onSuccess: () => router.push(hrefWith(next), { scroll: false }),
        onError: (e) => {
          going.current = null;
          toast.error(errorText(e, "Could not search that day"));
        },
      },
    );
  };

  /** The address says `wanted`, the page shows `shown` (both "day,day"): Back or Forward was used. */
  const follow = useCallback(
    (wanted: string | null, shown: string) => {
      if (going.current !== null) {
        if (wanted === going.current) going.current = null;
        return;
      }
      if (!wanted || wanted === shown) return;
      const want = wanted.split(",");
      const have = shown.split(",");
      if (want.length !== have.length || !want.every((d) => ISO_DAY.test(d))) return;
      setRestoring(true);
      void (async () => {
        const now = [...have];
        try {
          for (const leg of moveOrder(have, want)) {
            await mutateAsync({ leg, date: want[leg]!, reopen: true });
            now[leg] = want[leg]!;
          }
          router.refresh();
        } catch (e) {
          toast.error(errorText(e, "Could not show those days again"));
          router.replace(hrefWith(now), { scroll: false });
        } finally {
          setRestoring(false);
        }
      })();
    },
    [mutateAsync, router],
  );

  return { pick, follow, restoring, busy: move.isPending || restoring };
}

/** Renders nothing: moves the legs to the days the address names when Back or Forward changes it. */
export function LegDaysInUrl({
  days,
  legDays,
}: {
  days: readonly string[];
  legDays: Pick<ReturnType<typeof useLegDays>, "follow" | "restoring">;
}) {
  const wanted = useSearchParams().get(DAYS);
  const shown = days.join(",");
  const { follow, restoring } = legDays;
  useEffect(() => {
    if (!restoring) follow(wanted, shown);
  }, [wanted, shown, restoring, follow]);
  return null;
}
