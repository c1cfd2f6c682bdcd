// Browser entry for the timeline page bench (bundled by bench/timeline-page.ts): hydrates the real
// trip list over its server-rendered first screen, as the app does, with the data embedded in the page.
import { hydrateRoot } from "react-dom/client";
import { TripList } from "@/components/timeline/trip-list";
import type { TripView } from "@/lib/timeline/present-item";

declare global {
  interface Window {
    __TRIPS__: TripView[];
    __hydratedAt?: number;
  }
}

const root = document.getElementById("root")!;
hydrateRoot(root, <TripList trips={window.__TRIPS__} base="/timeline?view=past" />);
requestAnimationFrame(() => requestAnimationFrame(() => (window.__hydratedAt = performance.now())));
