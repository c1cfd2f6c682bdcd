// Real properties per chain, with addresses, coordinates and zones.
import type { Place } from "./airports";

export interface Hotel extends Place { phone: string; ratePerNight: number }

const h = (name: string, addressLine: string, city: string, stateName: string | undefined, countryName: string, countryCode: string, postalCode: string, lat: number, lng: number, timeZoneId: string, phone: string, ratePerNight: number): Hotel =>
  ({ code: name, name, addressLine, city, ...(stateName ? { stateName } : {}), countryName, countryCode, postalCode, lat, lng, timeZoneId, phone, ratePerNight });

export const HOTELS: Record<string, Hotel[]> = {
  marriott: [
    h("New York Marriott Marquis", "1535 Broadway", "New York", "New York", "United States", "US", "10036", 40.7586, -73.986, "America/New_York", "+1 212-398-1900", 389),
    h("London Marriott Hotel County Hall", "Westminster Bridge Rd", "London", undefined, "United Kingdom", "GB", "SE1 7PB", 51.501, -0.1196, "Europe/London", "+44 20 7928 5200", 420),
    h("Tokyo Marriott Hotel", "4-7-36 Kitashinagawa, Shinagawa City", "Tokyo", undefined, "Japan", "JP", "140-0001", 35.6206, 139.7372, "Asia/Tokyo", "+81 3-5488-3911", 310),
    h("Paris Marriott Champs Elysees Hotel", "70 Av. des Champs-Élysées", "Paris", undefined, "France", "FR", "75008", 48.8712, 2.3048, "Europe/Paris", "+33 1 53 93 55 00", 610),
    h("San Francisco Marriott Marquis", "780 Mission St", "San Francisco", "California", "United States", "US", "94103", 37.7852, -122.4046, "America/Los_Angeles", "+1 415-896-1600", 329),
  ],
  hilton: [
    h("Hilton London Paddington", "146 Praed St", "London", undefined, "United Kingdom", "GB", "W2 1EE", 51.5163, -0.1759, "Europe/London", "+44 20 7850 0500", 280),
    h("New York Hilton Midtown", "1335 Avenue of the Americas", "New York", "New York", "United States", "US", "10019", 40.7623, -73.9793, "America/New_York", "+1 212-586-7000", 349),
    h("Hilton Tokyo", "6-6-2 Nishi-Shinjuku, Shinjuku City", "Tokyo", undefined, "Japan", "JP", "160-0023", 35.6926, 139.6905, "Asia/Tokyo", "+81 3-3344-5111", 295),
    h("Hilton San Francisco Union Square", "333 O'Farrell St", "San Francisco", "California", "United States", "US", "94102", 37.7859, -122.4106, "America/Los_Angeles", "+1 415-771-1400", 269),
    h("Hilton Paris Opera", "108 Rue Saint-Lazare", "Paris", undefined, "France", "FR", "75008", 48.8756, 2.3265, "Europe/Paris", "+33 1 40 08 44 44", 380),
  ],
  ihg: [
    h("InterContinental London Park Lane", "1 Hamilton Pl, Park Ln", "London", undefined, "United Kingdom", "GB", "W1J 7QY", 51.5034, -0.1509, "Europe/London", "+44 20 7409 3131", 510),
    h("InterContinental New York Barclay", "111 E 48th St", "New York", "New York", "United States", "US", "10017", 40.7561, -73.9735, "America/New_York", "+1 212-755-5900", 359),
    h("ANA InterContinental Tokyo", "1-12-33 Akasaka, Minato City", "Tokyo", undefined, "Japan", "JP", "107-0052", 35.6677, 139.7406, "Asia/Tokyo", "+81 3-3505-1111", 330),
    h("InterContinental Paris Le Grand", "2 Rue Scribe", "Paris", undefined, "France", "FR", "75009", 48.8709, 2.3306, "Europe/Paris", "+33 1 40 07 32 32", 690),
  ],
  hyatt: [
    h("Park Hyatt Tokyo", "3-7-1-2 Nishi-Shinjuku, Shinjuku City", "Tokyo", undefined, "Japan", "JP", "163-1055", 35.6856, 139.6909, "Asia/Tokyo", "+81 3-5322-1234", 720),
    h("Park Hyatt New York", "153 W 57th St", "New York", "New York", "United States", "US", "10019", 40.7651, -73.9795, "America/New_York", "+1 646-774-1234", 895),
    h("Hyatt Regency London - The Churchill", "30 Portman Square", "London", undefined, "United Kingdom", "GB", "W1H 7BH", 51.5156, -0.1578, "Europe/London", "+44 20 7486 5800", 390),
    h("Grand Hyatt San Francisco", "345 Stockton St", "San Francisco", "California", "United States", "US", "94108", 37.789, -122.4066, "America/Los_Angeles", "+1 415-398-1234", 299),
  ],
};

export function hotelsFor(chain: string): Hotel[] {
  const hotels = HOTELS[chain];
  if (!hotels || hotels.length === 0) throw new Error(`no hotels for chain ${chain}`);
  return hotels;
}
