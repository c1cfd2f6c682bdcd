// Real airports with their IANA zones; local times and offsets are derived
// from the zone so they stay correct through daylight-saving changes.
export interface Place {
  code: string;
  name: string;
  addressLine: string;
  city: string;
  stateName?: string;
  countryName: string;
  countryCode: string;
  postalCode: string;
  lat: number;
  lng: number;
  timeZoneId: string;
}

const list: Place[] = [
  { code: "JFK", name: "John F. Kennedy International Airport", addressLine: "JFK Access Rd", city: "New York", stateName: "New York", countryName: "United States", countryCode: "US", postalCode: "11430", lat: 40.6413, lng: -73.7781, timeZoneId: "America/New_York" },
  { code: "EWR", name: "Newark Liberty International Airport", addressLine: "3 Brewster Rd", city: "Newark", stateName: "New Jersey", countryName: "United States", countryCode: "US", postalCode: "07114", lat: 40.6895, lng: -74.1745, timeZoneId: "America/New_York" },
  { code: "BOS", name: "Boston Logan International Airport", addressLine: "1 Harborside Dr", city: "Boston", stateName: "Massachusetts", countryName: "United States", countryCode: "US", postalCode: "02128", lat: 42.3656, lng: -71.0096, timeZoneId: "America/New_York" },
  { code: "MIA", name: "Miami International Airport", addressLine: "2100 NW 42nd Ave", city: "Miami", stateName: "Florida", countryName: "United States", countryCode: "US", postalCode: "33142", lat: 25.7959, lng: -80.287, timeZoneId: "America/New_York" },
  { code: "ATL", name: "Hartsfield-Jackson Atlanta International Airport", addressLine: "6000 N Terminal Pkwy", city: "Atlanta", stateName: "Georgia", countryName: "United States", countryCode: "US", postalCode: "30320", lat: 33.6407, lng: -84.4277, timeZoneId: "America/New_York" },
  { code: "ORD", name: "O'Hare International Airport", addressLine: "10000 W O'Hare Ave", city: "Chicago", stateName: "Illinois", countryName: "United States", countryCode: "US", postalCode: "60666", lat: 41.9742, lng: -87.9073, timeZoneId: "America/Chicago" },
  { code: "DFW", name: "Dallas/Fort Worth International Airport", addressLine: "2400 Aviation Dr", city: "Dallas", stateName: "Texas", countryName: "United States", countryCode: "US", postalCode: "75261", lat: 32.8998, lng: -97.0403, timeZoneId: "America/Chicago" },
  { code: "DEN", name: "Denver International Airport", addressLine: "8500 Peña Blvd", city: "Denver", stateName: "Colorado", countryName: "United States", countryCode: "US", postalCode: "80249", lat: 39.8561, lng: -104.6737, timeZoneId: "America/Denver" },
  { code: "SFO", name: "San Francisco International Airport", addressLine: "780 S Airport Blvd", city: "San Francisco", stateName: "California", countryName: "United States", countryCode: "US", postalCode: "94128", lat: 37.6213, lng: -122.379, timeZoneId: "America/Los_Angeles" },
  { code: "LAX", name: "Los Angeles International Airport", addressLine: "1 World Way", city: "Los Angeles", stateName: "California", countryName: "United States", countryCode: "US", postalCode: "90045", lat: 33.9416, lng: -118.4085, timeZoneId: "America/Los_Angeles" },
  { code: "SEA", name: "Seattle-Tacoma International Airport", addressLine: "17801 International Blvd", city: "Seattle", stateName: "Washington", countryName: "United States", countryCode: "US", postalCode: "98158", lat: 47.4502, lng: -122.3088, timeZoneId: "America/Los_Angeles" },
  { code: "HNL", name: "Daniel K. Inouye International Airport", addressLine: "300 Rodgers Blvd", city: "Honolulu", stateName: "Hawaii", countryName: "United States", countryCode: "US", postalCode: "96819", lat: 21.3187, lng: -157.9225, timeZoneId: "Pacific/Honolulu" },
  { code: "YYZ", name: "Toronto Pearson International Airport", addressLine: "6301 Silver Dart Dr", city: "Mississauga", stateName: "Ontario", countryName: "Canada", countryCode: "CA", postalCode: "L5P 1B2", lat: 43.6777, lng: -79.6248, timeZoneId: "America/Toronto" },
  { code: "LHR", name: "London Heathrow Airport", addressLine: "Nelson Rd", city: "London", countryName: "United Kingdom", countryCode: "GB", postalCode: "TW6 2GW", lat: 51.47, lng: -0.4543, timeZoneId: "Europe/London" },
  { code: "CDG", name: "Paris Charles de Gaulle Airport", addressLine: "95700 Roissy-en-France", city: "Paris", countryName: "France", countryCode: "FR", postalCode: "95700", lat: 49.0097, lng: 2.5479, timeZoneId: "Europe/Paris" },
  { code: "AMS", name: "Amsterdam Airport Schiphol", addressLine: "Evert van de Beekstraat 202", city: "Amsterdam", countryName: "Netherlands", countryCode: "NL", postalCode: "1118 CP", lat: 52.3105, lng: 4.7683, timeZoneId: "Europe/Amsterdam" },
  { code: "MAD", name: "Adolfo Suárez Madrid-Barajas Airport", addressLine: "Av de la Hispanidad s/n", city: "Madrid", countryName: "Spain", countryCode: "ES", postalCode: "28042", lat: 40.4983, lng: -3.5676, timeZoneId: "Europe/Madrid" },
  { code: "FCO", name: "Leonardo da Vinci-Fiumicino Airport", addressLine: "Via dell'Aeroporto di Fiumicino", city: "Rome", countryName: "Italy", countryCode: "IT", postalCode: "00054", lat: 41.8003, lng: 12.2389, timeZoneId: "Europe/Rome" },
  { code: "NRT", name: "Narita International Airport", addressLine: "1-1 Furugome", city: "Narita", stateName: "Chiba", countryName: "Japan", countryCode: "JP", postalCode: "282-0004", lat: 35.772, lng: 140.3929, timeZoneId: "Asia/Tokyo" },
  { code: "HND", name: "Tokyo Haneda Airport", addressLine: "Hanedakuko, Ota City", city: "Tokyo", countryName: "Japan", countryCode: "JP", postalCode: "144-0041", lat: 35.5494, lng: 139.7798, timeZoneId: "Asia/Tokyo" },
  { code: "SIN", name: "Singapore Changi Airport", addressLine: "Airport Blvd", city: "Singapore", countryName: "Singapore", countryCode: "SG", postalCode: "819642", lat: 1.3644, lng: 103.9915, timeZoneId: "Asia/Singapore" },
  { code: "SYD", name: "Sydney Kingsford Smith Airport", addressLine: "Sydney Airport NSW", city: "Sydney", stateName: "New South Wales", countryName: "Australia", countryCode: "AU", postalCode: "2020", lat: -33.9399, lng: 151.1753, timeZoneId: "Australia/Sydney" },
];

export const AIRPORTS: ReadonlyMap<string, Place> = new Map(list.map((place) => [place.code, place]));

export function airport(code: string): Place {
  const place = AIRPORTS.get(code);
  if (!place) throw new Error(`airport ${code} is not in the simulator's table`);
  return place;
}
