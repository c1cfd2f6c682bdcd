"use client";
// The flight results panel as its own chunk: /flights without ?search= never needs it, and its
// list virtualizer, calendar and route cards stay out of the form's first load (issue 12 item 17).
import dynamic from "next/dynamic";

export const LazyFlightSearchPanel = dynamic(
  () => import("@/components/flights/flight-search-panel").then((m) => m.FlightSearchPanel),
  {
    loading: () => <p className="text-muted text-sm">Loading the search…</p>,
  },
);
