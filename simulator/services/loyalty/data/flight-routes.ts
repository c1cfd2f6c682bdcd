// Scheduled round trips per airline: departure local times and block times are
// realistic; arrival local times are computed through the zones (calendar.ts).
export interface Aircraft {
  iataCode: string;
  name: string;
  turboProp: boolean;
  jet: boolean;
  wideBody: boolean;
  regional: boolean;
}

export interface RouteLeg {
  flight: string;
  departs: string;
  minutes: number;
}
export interface Route {
  from: string;
  to: string;
  miles: number;
  aircraft: Aircraft;
  out: RouteLeg;
  back: RouteLeg;
}

const jet = (iataCode: string, name: string, wideBody: boolean): Aircraft => ({
  iataCode,
  name,
  turboProp: false,
  jet: true,
  wideBody,
  regional: false,
});

const B77W = jet("77W", "Boeing 777-300ER", true);
const B789 = jet("789", "Boeing 787-9", true);
const B763 = jet("763", "Boeing 767-300", true);
const A359 = jet("359", "Airbus A350-900", true);
const A321 = jet("321", "Airbus A321", false);
/** What flies a domestic connection to a hub (flight-itinerary.ts). */
export const CONNECTION_AIRCRAFT = A321;
const B738 = jet("738", "Boeing 737-800", false);
const A320 = jet("320", "Airbus A320", false);
const E175 = { ...jet("E75", "Embraer 175", false), regional: true };

const r = (
  from: string,
  to: string,
  miles: number,
  aircraft: Aircraft,
  out: [string, string, number],
  back: [string, string, number],
): Route => ({
  from,
  to,
  miles,
  aircraft,
  out: { flight: out[0], departs: out[1], minutes: out[2] },
  back: { flight: back[0], departs: back[1], minutes: back[2] },
});

export const ROUTES: Record<string, Route[]> = {
  AA: [
    r("JFK", "LHR", 3451, B77W, ["100", "18:15", 415], ["101", "08:25", 500]),
    r("DFW", "NRT", 6385, B789, ["175", "10:50", 830], ["176", "17:05", 715]),
    r("JFK", "LAX", 2475, A321, ["1", "08:00", 385], ["2", "07:00", 330]),
    r("MIA", "SFO", 2585, B738, ["2295", "07:35", 395], ["2296", "13:10", 330]),
    r("ORD", "BOS", 867, E175, ["3450", "06:45", 135], ["3451", "17:30", 165]),
  ],
  DL: [
    r("ATL", "CDG", 4396, A359, ["84", "17:45", 500], ["85", "10:20", 600]),
    r("JFK", "LAX", 2475, A321, ["423", "08:59", 395], ["424", "06:00", 335]),
    r("SEA", "HND", 4788, A359, ["167", "13:15", 640], ["166", "17:30", 555]),
    r("ATL", "AMS", 4409, B763, ["72", "16:10", 520], ["73", "11:05", 600]),
  ],
  UA: [
    r("SFO", "NRT", 5130, B77W, ["837", "11:05", 665], ["838", "17:20", 570]),
    r("EWR", "LHR", 3459, B789, ["16", "18:00", 410], ["17", "08:45", 485]),
    r("DEN", "HNL", 3339, B789, ["1725", "08:30", 460], ["1726", "15:40", 430]),
    r("ORD", "SFO", 1846, A320, ["1563", "09:05", 280], ["1564", "14:25", 260]),
  ],
  BA: [
    r("LHR", "JFK", 3451, A359, ["117", "08:20", 480], ["112", "18:25", 415]),
    r("LHR", "SFO", 5367, B77W, ["285", "11:40", 665], ["284", "19:25", 610]),
    r("LHR", "MAD", 774, A320, ["456", "07:15", 140], ["457", "11:05", 155]),
    r("LHR", "SIN", 6765, A359, ["11", "21:15", 810], ["12", "23:20", 865]),
  ],
  AF: [
    r("CDG", "JFK", 3635, B77W, ["6", "10:30", 505], ["9", "18:30", 435]),
    r("CDG", "NRT", 6194, B77W, ["276", "11:40", 800], ["275", "10:25", 880]),
    r("CDG", "FCO", 688, A320, ["1404", "07:10", 125], ["1405", "10:35", 130]),
    r("AMS", "YYZ", 3740, B789, ["691", "13:00", 510], ["692", "20:50", 445]),
  ],
  NH: [
    r("NRT", "SFO", 5130, B789, ["8", "17:05", 575], ["7", "13:40", 665]),
    r("HND", "LHR", 5974, B77W, ["211", "11:30", 855], ["212", "19:00", 840]),
    r("HND", "SIN", 3312, B789, ["843", "10:50", 435], ["842", "22:30", 405]),
    r("NRT", "SYD", 4863, B789, ["879", "20:10", 580], ["880", "21:25", 605]),
  ],
  VX: [r("SFO", "JFK", 2586, A320, ["28", "06:50", 335], ["29", "08:15", 390])],
};

export function routesFor(iata: string): Route[] {
  const routes = ROUTES[iata];
  if (!routes || routes.length === 0) throw new Error(`no routes for airline ${iata}`);
  return routes;
}
