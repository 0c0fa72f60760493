import { distanceBox } from '../discover-dealbreakers.repository';
import { destination, distanceKm } from './sphere';

const inside = (box: ReturnType<typeof distanceBox>, p: { lat: number; lng: number }) =>
  p.lat >= box.lat.min && p.lat <= box.lat.max && (!box.lng || (p.lng >= box.lng.min && p.lng <= box.lng.max));

describe('The box around a distance dealbreaker (decision 0185)', () => {
  it('When a point is within the distance as the SQL measures it, then it lies inside the box, wherever the centre and whatever the bearing', () => {
    let checked = 0;
    const outside: unknown[] = [];
    for (const lat of [-85, -60, -33.9, 0, 4.8, 6.6, 9.06, 13.1, 45, 70, 88])
      for (const lng of [-179.5, -120, 0, 3.4, 7.5, 13.2, 100, 179.9])
        for (const km of [1, 20, 50, 200, 1000, 5000, 15000])
          for (let bearing = 0; bearing < 360; bearing += 10)
            for (const share of [0.999999, 1]) {
              const centre = { lat, lng };
              const point = destination(centre, km * share, bearing);
              if (distanceKm(centre, point) > km) continue;
              checked++;
              if (!inside(distanceBox(centre, km), point)) outside.push({ centre, km, bearing, point });
            }
    expect(outside).toEqual([]);
    expect(checked).toBeGreaterThan(20_000);
  });

  it('When the centre is in Nigeria and the distance 50 km, then the box leaves out points 55 km north, south, east and west and 75 km away in any direction', () => {
    const ikeja = { lat: 6.6018, lng: 3.3515 };
    const box = distanceBox(ikeja, 50);
    expect(box.lng).toBeDefined();
    for (const bearing of [0, 90, 180, 270]) expect(inside(box, destination(ikeja, 55, bearing))).toBe(false);
    for (let bearing = 0; bearing < 360; bearing += 15)
      expect(inside(box, destination(ikeja, 75, bearing))).toBe(false);
  });
});
