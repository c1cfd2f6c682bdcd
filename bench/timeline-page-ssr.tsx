// Node entry for the timeline page bench: the first screen of the trip list as the server renders it.
import { renderToString } from "react-dom/server";
import { TripList } from "@/components/timeline/trip-list";
import type { TripView } from "@/lib/timeline/present-item";

export const renderTrips = (trips: TripView[]) =>
  renderToString(<TripList trips={trips} base="/timeline?view=past" />);
