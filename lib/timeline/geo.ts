// Great-circle distance (haversine on a 6,371 km sphere): connections "within 2 km", distance flown.
const R = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

export function distanceKm(
  a: { lat: number | null; lng: number | null },
  b: { lat: number | null; lng: number | null },
): number {
  if (a.lat === null || a.lng === null || b.lat === null || b.lng === null) return Number.NaN;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
