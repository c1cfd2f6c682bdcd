// Aircraft text ("Airbus A350-900", "Boeing 737 MAX 8", "ATR 72") → spec 3 aircraft
// with the body/engine flags, from a small table of common types.
const TYPES: Array<{
  match: RegExp;
  iataCode: string;
  wideBody?: boolean;
  turboProp?: boolean;
  regional?: boolean;
}> = [
  { match: /a380/i, iataCode: "388", wideBody: true },
  { match: /a350/i, iataCode: "359", wideBody: true },
  { match: /a330-?9|a339/i, iataCode: "339", wideBody: true },
  { match: /a330/i, iataCode: "333", wideBody: true },
  { match: /a321/i, iataCode: "321" },
  { match: /a320/i, iataCode: "320" },
  { match: /a319/i, iataCode: "319" },
  { match: /a220|cs300/i, iataCode: "223" },
  { match: /747/, iataCode: "744", wideBody: true },
  { match: /777/, iataCode: "77W", wideBody: true },
  { match: /787/, iataCode: "789", wideBody: true },
  { match: /767/, iataCode: "763", wideBody: true },
  { match: /757/, iataCode: "752" },
  { match: /737/, iataCode: "73H" },
  { match: /e17\d|embraer 17\d/i, iataCode: "E75", regional: true },
  { match: /e19\d|embraer 19\d/i, iataCode: "E90", regional: true },
  { match: /crj/i, iataCode: "CR9", regional: true },
  { match: /atr/i, iataCode: "AT7", turboProp: true, regional: true },
  { match: /dash ?8|q400|dh8/i, iataCode: "DH4", turboProp: true, regional: true },
];

export function describeAircraft(name: string | undefined) {
  if (!name) return undefined;
  const t = TYPES.find((x) => x.match.test(name));
  if (!t) return { name };
  return {
    name,
    iataCode: t.iataCode,
    jet: !t.turboProp,
    turboProp: Boolean(t.turboProp),
    wideBody: Boolean(t.wideBody),
    regional: Boolean(t.regional),
  };
}
