// The places the simulated hotel service knows (issue 12 items 9 and 23): real cities with their
// own districts (each at its real distance from the centre, in miles), real street names and the
// local address format, so a Paris hotel is "Courtyard Paris Opéra, 12 Rue Scribe, 75009 Paris"
// and never "Beachfront"; beach districts exist only where there is a beach. A destination that
// names none of these (nor "City, ST" in the US) is not found: the search ends in an error state
// instead of landing in an invented city. Facts (names, coordinates) are public knowledge.

/** How an address is written: "12 Main Street" (number first) or "Friedrichstraße 12". */
export type AddressStyle = "us" | "uk" | "fr" | "eu" | "jp" | "intl";

export interface City {
  keys: string[]; // lower-case words that name it (city, aliases, landmarks)
  city: string;
  stateName?: string;
  countryName: string;
  lat: number;
  lng: number;
  currency: string;
  dial: string;
  postal: string; // pattern: # digit, A letter
  style: AddressStyle;
  /** Districts and their distance from the centre in miles; the airport is the last and farthest. */
  areas: [string, number][];
  streets: string[];
}

const us = (state: string, postal = "#####") => ({ stateName: state, countryName: "United States", currency: "USD", dial: "1", postal, style: "us" as const });

export const CITIES: readonly City[] = [
  { keys: ["new york", "nyc", "manhattan", "times square"], city: "New York", ...us("New York", "100##"), lat: 40.7549, lng: -73.984,
    areas: [["Times Square", 0.4], ["Midtown East", 0.8], ["Chelsea", 1.6], ["SoHo", 2.6], ["Financial District", 3.9], ["Upper West Side", 2.8], ["JFK Airport", 14]],
    streets: ["West 44th Street", "Lexington Avenue", "Broadway", "Madison Avenue", "West 36th Street", "Park Avenue", "Avenue of the Americas"] },
  { keys: ["los angeles", "hollywood"], city: "Los Angeles", ...us("California", "900##"), lat: 34.0522, lng: -118.2437,
    areas: [["Downtown", 0.5], ["Hollywood", 7], ["Beverly Hills", 11], ["Santa Monica Beach", 15], ["West Hollywood", 8], ["LAX Airport", 17]],
    streets: ["Figueroa Street", "Wilshire Boulevard", "Sunset Boulevard", "Hollywood Boulevard", "Olympic Boulevard", "Ocean Avenue"] },
  { keys: ["chicago"], city: "Chicago", ...us("Illinois", "606##"), lat: 41.8818, lng: -87.6231,
    areas: [["The Loop", 0.3], ["Magnificent Mile", 1.1], ["River North", 1.2], ["West Loop", 1.5], ["Lincoln Park", 3.5], ["O'Hare Airport", 16]],
    streets: ["North Michigan Avenue", "East Wacker Drive", "North State Street", "West Randolph Street", "South LaSalle Street"] },
  { keys: ["san francisco"], city: "San Francisco", ...us("California", "941##"), lat: 37.7879, lng: -122.4075,
    areas: [["Union Square", 0.1], ["Financial District", 0.8], ["Fisherman's Wharf", 1.9], ["SoMa", 0.9], ["Nob Hill", 0.6], ["SFO Airport", 13]],
    streets: ["Market Street", "Powell Street", "Geary Street", "Mission Street", "California Street", "Post Street"] },
  { keys: ["miami"], city: "Miami", ...us("Florida", "331##"), lat: 25.7743, lng: -80.1937,
    areas: [["Brickell", 0.8], ["Downtown", 0.3], ["South Beach", 4.3], ["Mid-Beach", 6.5], ["Coconut Grove", 4.5], ["Miami Airport", 8]],
    streets: ["Brickell Avenue", "Biscayne Boulevard", "Collins Avenue", "Ocean Drive", "South Bayshore Drive"] },
  { keys: ["las vegas", "vegas"], city: "Las Vegas", ...us("Nevada", "891##"), lat: 36.1147, lng: -115.1728,
    areas: [["The Strip", 0.3], ["Center Strip", 0.6], ["Downtown", 4.8], ["Paradise", 1.5], ["Harry Reid Airport", 3.5]],
    streets: ["Las Vegas Boulevard South", "Paradise Road", "Flamingo Road", "Fremont Street", "Koval Lane"] },
  { keys: ["honolulu", "waikiki", "oahu"], city: "Honolulu", ...us("Hawaii", "968##"), lat: 21.2793, lng: -157.8292,
    areas: [["Waikiki Beach", 0.3], ["Ala Moana", 1.6], ["Diamond Head", 1.8], ["Downtown", 3.5], ["Honolulu Airport", 9]],
    streets: ["Kalakaua Avenue", "Kuhio Avenue", "Ala Moana Boulevard", "Lewers Street", "Saratoga Road"] },
  { keys: ["boston"], city: "Boston", ...us("Massachusetts", "021##"), lat: 42.3554, lng: -71.0605,
    areas: [["Back Bay", 1.3], ["Downtown Crossing", 0.2], ["Seaport", 1.2], ["Beacon Hill", 0.5], ["Cambridge", 2.5], ["Logan Airport", 3]],
    streets: ["Boylston Street", "Tremont Street", "Summer Street", "Newbury Street", "Congress Street", "Atlantic Avenue"] },
  { keys: ["seattle"], city: "Seattle", ...us("Washington", "981##"), lat: 47.6097, lng: -122.3331,
    areas: [["Downtown", 0.2], ["Pike Place", 0.5], ["South Lake Union", 1.3], ["Capitol Hill", 1.2], ["Belltown", 0.9], ["Sea-Tac Airport", 13]],
    streets: ["Pike Street", "Pine Street", "1st Avenue", "Union Street", "6th Avenue", "Westlake Avenue North"] },
  { keys: ["orlando", "disney world"], city: "Orlando", ...us("Florida", "328##"), lat: 28.5384, lng: -81.3789,
    areas: [["Downtown", 0.3], ["International Drive", 9], ["Lake Buena Vista", 16], ["Universal", 8], ["Orlando Airport", 9]],
    streets: ["International Drive", "South Orange Avenue", "Universal Boulevard", "Palm Parkway", "Lake Buena Vista Drive"] },
  { keys: ["washington dc", "washington d c", "district of columbia"], city: "Washington", stateName: "District of Columbia", countryName: "United States", currency: "USD", dial: "1", postal: "200##", style: "us", lat: 38.8977, lng: -77.0365,
    areas: [["Downtown", 0.5], ["Capitol Hill", 1.9], ["Georgetown", 1.8], ["Dupont Circle", 1.1], ["Navy Yard", 2.3], ["Reagan Airport", 4.5]],
    streets: ["Pennsylvania Avenue NW", "K Street NW", "Massachusetts Avenue NW", "M Street NW", "New York Avenue NW"] },
  { keys: ["denver"], city: "Denver", ...us("Colorado", "802##"), lat: 39.7392, lng: -104.9903,
    areas: [["Downtown", 0.3], ["LoDo", 0.9], ["Cherry Creek", 3], ["RiNo", 1.8], ["Denver Airport", 23]],
    streets: ["17th Street", "Larimer Street", "Welton Street", "Wynkoop Street", "California Street"] },
  { keys: ["austin"], city: "Austin", ...us("Texas", "787##"), lat: 30.2672, lng: -97.7431,
    areas: [["Downtown", 0.2], ["South Congress", 1.5], ["Rainey Street", 0.8], ["The Domain", 10], ["Austin Airport", 8]],
    streets: ["Congress Avenue", "East 6th Street", "Red River Street", "Cesar Chavez Street", "Lavaca Street"] },
  { keys: ["new orleans"], city: "New Orleans", ...us("Louisiana", "701##"), lat: 29.9511, lng: -90.0715,
    areas: [["French Quarter", 0.4], ["Central Business District", 0.3], ["Warehouse District", 0.7], ["Garden District", 2], ["New Orleans Airport", 12]],
    streets: ["Canal Street", "Bourbon Street", "Poydras Street", "Saint Charles Avenue", "Tchoupitoulas Street"] },
  { keys: ["san diego"], city: "San Diego", ...us("California", "921##"), lat: 32.7157, lng: -117.1611,
    areas: [["Gaslamp Quarter", 0.3], ["Little Italy", 1], ["Mission Beach", 6.5], ["La Jolla", 12], ["San Diego Airport", 3]],
    streets: ["Fifth Avenue", "Harbor Drive", "Broadway", "India Street", "Mission Boulevard"] },
  { keys: ["paris", "eiffel"], city: "Paris", stateName: "Île-de-France", countryName: "France", currency: "EUR", dial: "33", postal: "7501#", style: "fr", lat: 48.8566, lng: 2.3522,
    areas: [["Opéra", 1.3], ["Saint-Germain-des-Prés", 0.9], ["Le Marais", 0.6], ["Montparnasse", 2.1], ["Tour Eiffel", 2.6], ["Gare de Lyon", 1.6], ["La Défense", 5.8], ["Charles de Gaulle Airport", 14.5]],
    streets: ["Rue de Rivoli", "Boulevard Haussmann", "Rue Saint-Honoré", "Avenue de l'Opéra", "Boulevard Saint-Germain", "Rue de la Paix", "Avenue de Suffren", "Rue du Faubourg Saint-Antoine"] },
  { keys: ["lyon"], city: "Lyon", stateName: "Auvergne-Rhône-Alpes", countryName: "France", currency: "EUR", dial: "33", postal: "6900#", style: "fr", lat: 45.764, lng: 4.8357,
    areas: [["Presqu'île", 0.3], ["Vieux Lyon", 0.7], ["Part-Dieu", 1.3], ["Confluence", 1.6], ["Lyon Saint-Exupéry Airport", 14]],
    streets: ["Rue de la République", "Quai Jules Courmont", "Rue Servient", "Cours Charlemagne", "Rue du Bœuf"] },
  { keys: ["nice", "cote d azur"], city: "Nice", stateName: "Provence-Alpes-Côte d'Azur", countryName: "France", currency: "EUR", dial: "33", postal: "0600#", style: "fr", lat: 43.7102, lng: 7.262,
    areas: [["Promenade des Anglais Beachfront", 0.8], ["Vieux Nice", 0.4], ["Port Lympia", 1], ["Cimiez", 1.6], ["Nice Côte d'Azur Airport", 4.5]],
    streets: ["Promenade des Anglais", "Avenue Jean Médecin", "Boulevard Victor Hugo", "Quai des États-Unis", "Rue de France"] },
  { keys: ["london"], city: "London", stateName: "England", countryName: "United Kingdom", currency: "GBP", dial: "44", postal: "WC#A #AA", style: "uk", lat: 51.5072, lng: -0.1276,
    areas: [["Covent Garden", 0.3], ["Mayfair", 1.1], ["Kensington", 2.8], ["City of London", 1.9], ["Canary Wharf", 4.5], ["King's Cross", 1.6], ["Heathrow Airport", 14]],
    streets: ["Strand", "Piccadilly", "Oxford Street", "Kensington High Street", "Bishopsgate", "Euston Road", "Park Lane"] },
  { keys: ["tokyo", "shinjuku", "ginza", "shibuya"], city: "Tokyo", stateName: "Tokyo", countryName: "Japan", currency: "JPY", dial: "81", postal: "1##-####", style: "jp", lat: 35.6812, lng: 139.7671,
    areas: [["Marunouchi", 0.2], ["Ginza", 0.7], ["Shinjuku", 3.8], ["Shibuya", 4], ["Roppongi", 2.5], ["Asakusa", 3], ["Haneda Airport", 9.5]],
    streets: ["Marunouchi, Chiyoda-ku", "Ginza, Chuo-ku", "Nishi-Shinjuku, Shinjuku-ku", "Dogenzaka, Shibuya-ku", "Roppongi, Minato-ku", "Asakusa, Taito-ku"] },
  { keys: ["kyoto"], city: "Kyoto", stateName: "Kyoto", countryName: "Japan", currency: "JPY", dial: "81", postal: "60#-####", style: "jp", lat: 35.0116, lng: 135.7681,
    areas: [["Kyoto Station", 1.5], ["Gion", 1], ["Kawaramachi", 0.4], ["Karasuma", 0.8], ["Arashiyama", 5.5], ["Higashiyama", 1.6], ["Kansai Airport", 47]],
    streets: ["Karasuma-dori, Shimogyo-ku", "Gionmachi Minamigawa, Higashiyama-ku", "Kawaramachi-dori, Nakagyo-ku", "Shijo-dori, Shimogyo-ku", "Sagatenryuji, Ukyo-ku"] },
  { keys: ["osaka"], city: "Osaka", stateName: "Osaka", countryName: "Japan", currency: "JPY", dial: "81", postal: "53#-####", style: "jp", lat: 34.6937, lng: 135.5023,
    areas: [["Umeda", 1.5], ["Namba", 1.5], ["Shinsaibashi", 1], ["Tennoji", 2.7], ["Kansai Airport", 24]],
    streets: ["Umeda, Kita-ku", "Namba, Chuo-ku", "Shinsaibashisuji, Chuo-ku", "Abenosuji, Abeno-ku"] },
  { keys: ["cancun", "cancún"], city: "Cancún", stateName: "Quintana Roo", countryName: "Mexico", currency: "MXN", dial: "52", postal: "77###", style: "intl", lat: 21.1619, lng: -86.8515,
    areas: [["Hotel Zone Beachfront", 6], ["Punta Cancún", 5], ["Downtown", 0.4], ["Puerto Juárez", 3], ["Cancún Airport", 10]],
    streets: ["Boulevard Kukulcán", "Avenida Tulum", "Avenida Bonampak", "Avenida Cobá"] },
  { keys: ["toronto"], city: "Toronto", stateName: "Ontario", countryName: "Canada", currency: "CAD", dial: "1", postal: "M5V #A#", style: "us", lat: 43.6532, lng: -79.3832,
    areas: [["Downtown", 0.3], ["Yorkville", 1.5], ["Entertainment District", 0.9], ["Distillery District", 1.5], ["Pearson Airport", 14]],
    streets: ["King Street West", "Front Street West", "Bay Street", "Bloor Street West", "Yonge Street"] },
  { keys: ["vancouver"], city: "Vancouver", stateName: "British Columbia", countryName: "Canada", currency: "CAD", dial: "1", postal: "V6C #A#", style: "us", lat: 49.2827, lng: -123.1207,
    areas: [["Downtown", 0.2], ["Coal Harbour", 0.8], ["Yaletown", 0.9], ["Gastown", 0.7], ["Vancouver Airport", 8]],
    streets: ["West Georgia Street", "Burrard Street", "Howe Street", "Canada Place", "Hornby Street"] },
  { keys: ["sydney"], city: "Sydney", stateName: "New South Wales", countryName: "Australia", currency: "AUD", dial: "61", postal: "2###", style: "us", lat: -33.8688, lng: 151.2093,
    areas: [["Circular Quay", 0.8], ["The Rocks", 0.9], ["Darling Harbour", 0.8], ["Bondi Beach", 4.5], ["Surry Hills", 1.3], ["Sydney Airport", 5.5]],
    streets: ["George Street", "Pitt Street", "Macquarie Street", "Campbell Parade", "Sussex Street"] },
  { keys: ["rome", "roma"], city: "Rome", stateName: "Lazio", countryName: "Italy", currency: "EUR", dial: "39", postal: "001##", style: "eu", lat: 41.9028, lng: 12.4964,
    areas: [["Centro Storico", 0.8], ["Spanish Steps", 0.9], ["Trastevere", 1.6], ["Termini", 0.7], ["Vatican", 2.2], ["Fiumicino Airport", 16]],
    streets: ["Via del Corso", "Via Veneto", "Via Nazionale", "Via Condotti", "Via della Conciliazione", "Viale di Trastevere"] },
  { keys: ["barcelona"], city: "Barcelona", stateName: "Catalonia", countryName: "Spain", currency: "EUR", dial: "34", postal: "080##", style: "eu", lat: 41.3874, lng: 2.1686,
    areas: [["Eixample", 0.6], ["Gothic Quarter", 0.6], ["Barceloneta Beachfront", 1.6], ["Sagrada Família", 1.5], ["Poblenou", 2.4], ["El Prat Airport", 8.5]],
    streets: ["Passeig de Gràcia", "La Rambla", "Carrer de Mallorca", "Avinguda Diagonal", "Passeig Marítim"] },
  { keys: ["madrid"], city: "Madrid", stateName: "Community of Madrid", countryName: "Spain", currency: "EUR", dial: "34", postal: "280##", style: "eu", lat: 40.4168, lng: -3.7038,
    areas: [["Sol", 0.1], ["Gran Vía", 0.4], ["Salamanca", 1.6], ["Retiro", 1.2], ["Chamartín", 3.7], ["Barajas Airport", 8]],
    streets: ["Gran Vía", "Calle de Alcalá", "Paseo de la Castellana", "Calle de Serrano", "Paseo del Prado"] },
  { keys: ["berlin"], city: "Berlin", countryName: "Germany", currency: "EUR", dial: "49", postal: "101##", style: "eu", lat: 52.52, lng: 13.405,
    areas: [["Mitte", 0.4], ["Potsdamer Platz", 1.4], ["Kurfürstendamm", 4.2], ["Alexanderplatz", 0.3], ["Prenzlauer Berg", 1.6], ["BER Airport", 14]],
    streets: ["Friedrichstraße", "Unter den Linden", "Kurfürstendamm", "Alexanderstraße", "Leipziger Straße", "Potsdamer Straße"] },
  { keys: ["amsterdam"], city: "Amsterdam", stateName: "North Holland", countryName: "Netherlands", currency: "EUR", dial: "31", postal: "10## AA", style: "eu", lat: 52.3676, lng: 4.9041,
    areas: [["Centrum", 0.2], ["Canal Ring", 0.6], ["Museum Quarter", 1.5], ["De Pijp", 1.5], ["Zuidas", 3.5], ["Schiphol Airport", 9]],
    streets: ["Damrak", "Herengracht", "Prinsengracht", "Rokin", "Van Baerlestraat", "Stadhouderskade"] },
  { keys: ["lisbon", "lisboa"], city: "Lisbon", countryName: "Portugal", currency: "EUR", dial: "351", postal: "1###-###", style: "eu", lat: 38.7223, lng: -9.1393,
    areas: [["Baixa", 0.6], ["Chiado", 0.8], ["Avenida da Liberdade", 0.4], ["Alfama", 1], ["Belém", 3.8], ["Lisbon Airport", 4.5]],
    streets: ["Avenida da Liberdade", "Rua Augusta", "Rua Garrett", "Rua do Ouro", "Avenida da Índia"] },
  { keys: ["bangkok"], city: "Bangkok", countryName: "Thailand", currency: "THB", dial: "66", postal: "10###", style: "intl", lat: 13.7563, lng: 100.5018,
    areas: [["Sukhumvit", 4], ["Silom", 2.8], ["Riverside", 2.3], ["Siam", 2.4], ["Sathorn", 3], ["Suvarnabhumi Airport", 17]],
    streets: ["Sukhumvit Road", "Silom Road", "Charoen Krung Road", "Rama I Road", "Sathorn Road"] },
  { keys: ["dubai"], city: "Dubai", countryName: "United Arab Emirates", currency: "AED", dial: "971", postal: "", style: "intl", lat: 25.2048, lng: 55.2708,
    areas: [["Downtown Dubai", 1.5], ["Dubai Marina", 14], ["Jumeirah Beachfront", 7], ["Deira", 3.5], ["Business Bay", 2], ["Dubai Airport", 5]],
    streets: ["Sheikh Zayed Road", "Mohammed Bin Rashid Boulevard", "Jumeirah Beach Road", "Al Sufouh Road", "Baniyas Road"] },
  { keys: ["singapore"], city: "Singapore", countryName: "Singapore", currency: "SGD", dial: "65", postal: "0#####", style: "intl", lat: 1.2903, lng: 103.852,
    areas: [["Marina Bay", 0.6], ["Orchard", 1.8], ["Clarke Quay", 0.6], ["Sentosa Beachfront", 4.2], ["Bugis", 0.9], ["Changi Airport", 12]],
    streets: ["Orchard Road", "Raffles Avenue", "Beach Road", "River Valley Road", "Bayfront Avenue"] },
  { keys: ["hong kong"], city: "Hong Kong", countryName: "Hong Kong", currency: "HKD", dial: "852", postal: "", style: "intl", lat: 22.2793, lng: 114.1628,
    areas: [["Central", 0.4], ["Admiralty", 0.3], ["Tsim Sha Tsui", 1.8], ["Causeway Bay", 1.6], ["Wan Chai", 0.9], ["Hong Kong Airport", 19]],
    streets: ["Queen's Road Central", "Nathan Road", "Harbour Road", "Salisbury Road", "Connaught Road Central"] },
];

/** USD per unit of the local currency, fixed so results stay deterministic. */
export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1, EUR: 1.08, GBP: 1.27, JPY: 0.0067, MXN: 0.058, CAD: 0.73, AUD: 0.66, THB: 0.028, AED: 0.2723, SGD: 0.74, HKD: 0.128,
};
