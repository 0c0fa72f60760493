/** Points and distances on place_distance_km's sphere (modules/places/sql/place-distance-km.sql), in JavaScript. */
type Point = { lat: number; lng: number };

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** place_distance_km's formula. */
export function distanceKm(a: Point, b: Point) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `km` from `from` on the initial bearing `bearing` (degrees), on the sphere of radius 6371 km. */
export function destination(from: Point, km: number, bearing: number): Point {
  const d = km / 6371;
  const lat1 = rad(from.lat);
  const lat = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(rad(bearing)));
  const lng =
    rad(from.lng) +
    Math.atan2(Math.sin(rad(bearing)) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat));
  return { lat: deg(lat), lng: ((deg(lng) + 540) % 360) - 180 };
}
