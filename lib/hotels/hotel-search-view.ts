// What the results page receives (JSON over GET /api/hotels/searches/[id]). Types only, so client
// components can import them.
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import type { RoomView } from "@/lib/hotels/hotel-rooms";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";

export interface HotelView {
  id: string;
  providerCode: string;
  name: string;
  rating: number | null;
  reviews: number | null;
  distance: number | null;
  awardCategory: number | null;
  address: string;
  phone: string | null;
  url: string | null;
  hasPreview: boolean; // the image is served by GET /api/hotels/results/[id]/preview
  descriptionHtml: string | null;
  nights: number;
  pointsPerNight: number; // cheapest rate
  cashPerNight: number | null; // USD
  totalCash: number | null; // cashPerNight × nights
  bestValueCents: number | null;
  originalCurrency: string | null;
  conversionRate: number | null;
  cheapestRoom: string;
  cheapestRate: string | null;
  cheapestCopay: number | null;
  rooms: RoomView[];
}

export interface HotelSearchView {
  id: string;
  summary: string;
  createdAt: string;
  params: StoredHotelParams;
  programs: ProgramStatus[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  hotels: HotelView[];
}
