// Whether this render is in the browser after hydration: false on the server and in the hydrating
// render (so the two match), true from then on. A control whose handler only exists once hydrated
// (the date picker's calendar button) is disabled until then, so a press in the gap is refused
// visibly instead of being lost.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
