"use client";
// The hotel results panel as its own chunk: /hotels without ?search= never needs it (issue 12 item 17).
import dynamic from "next/dynamic";

export const LazyHotelSearchPanel = dynamic(
  () => import("@/components/hotels/hotel-search-panel").then((m) => m.HotelSearchPanel),
  {
    loading: () => <p className="text-muted text-sm">Loading the search…</p>,
  },
);
