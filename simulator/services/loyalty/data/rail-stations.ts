// Northeast Corridor stations and Acela / Northeast Regional timings.
import type { Place } from "./airports";

const make = (
  code: string,
  name: string,
  addressLine: string,
  city: string,
  stateName: string,
  postalCode: string,
  lat: number,
  lng: number,
): Place => ({
  code,
  name,
  addressLine,
  city,
  stateName,
  countryName: "United States",
  countryCode: "US",
  postalCode,
  lat,
  lng,
  timeZoneId: "America/New_York",
});

export const STATIONS: Record<string, Place> = {
  NYP: make(
    "NYP",
    "New York Penn Station",
    "351 W 31st St",
    "New York",
    "New York",
    "10001",
    40.7506,
    -73.9935,
  ),
  WAS: make(
    "WAS",
    "Washington Union Station",
    "50 Massachusetts Ave NE",
    "Washington",
    "District of Columbia",
    "20002",
    38.8973,
    -77.0063,
  ),
  BOS: make(
    "BOS",
    "Boston South Station",
    "700 Atlantic Ave",
    "Boston",
    "Massachusetts",
    "02110",
    42.3523,
    -71.0552,
  ),
  PHL: make(
    "PHL",
    "Philadelphia William H. Gray III 30th Street Station",
    "2955 Market St",
    "Philadelphia",
    "Pennsylvania",
    "19104",
    39.9557,
    -75.182,
  ),
};

export interface RailTrip {
  from: string;
  to: string;
  out: [string, string, number];
  back: [string, string, number];
  service: string;
  miles: number;
}

export const RAIL_TRIPS: RailTrip[] = [
  {
    from: "NYP",
    to: "WAS",
    out: ["2151", "06:00", 175],
    back: ["2158", "15:00", 170],
    service: "Acela",
    miles: 225,
  },
  {
    from: "NYP",
    to: "BOS",
    out: ["2163", "08:00", 215],
    back: ["2170", "16:15", 220],
    service: "Acela",
    miles: 231,
  },
  {
    from: "PHL",
    to: "WAS",
    out: ["171", "09:42", 118],
    back: ["176", "14:05", 121],
    service: "Northeast Regional",
    miles: 135,
  },
];

export function station(code: string): Place {
  const place = STATIONS[code];
  if (!place) throw new Error(`station ${code} is not in the simulator's table`);
  return place;
}
