import request from 'supertest';
import { NIGERIAN_STATES, placesResponseSchema } from '@blynd/shared';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { placesSource } from '../../../lib/nigeria-places';
import { lgaCentre, placeStates } from '../places.service';

const APP = '/api/v1/app';
/** Nigeria's bounding box, a little generous (about 4.2–13.9 N, 2.7–14.7 E). */
const NIGERIA = { south: 4.0, north: 14.0, west: 2.6, east: 14.8 };

describe('Places data set', () => {
  it('When the shipped data set is read, then it holds the 36 states and the FCT with 774 LGAs, each with a centre point inside Nigeria', () => {
    const states = placeStates();
    expect(states).toHaveLength(37);
    expect(states.map((state) => state.name).sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(states.reduce((n, state) => n + state.lgas.length, 0)).toBe(774);
    for (const state of states) {
      expect(new Set(state.lgas.map((lga) => lga.name)).size).toBe(state.lgas.length);
      for (const point of [state, ...state.lgas]) {
        expect(point.lat).toBeGreaterThan(NIGERIA.south);
        expect(point.lat).toBeLessThan(NIGERIA.north);
        expect(point.lng).toBeGreaterThan(NIGERIA.west);
        expect(point.lng).toBeLessThan(NIGERIA.east);
      }
    }
  });

  it('When the data set is read, then it names its source and licence (decision 0163)', () => {
    expect(placesSource.repository).toBe('github.com/monagree/locman');
    expect(placesSource.licence).toMatch(/^ISC/);
  });

  it('When official counts per state are compared, then each state has its number of LGAs', () => {
    const counts = Object.fromEntries(placeStates().map((state) => [state.name, state.lgas.length]));
    expect(counts).toMatchObject({ Abuja: 6, Kano: 44, Katsina: 34, Lagos: 20, Kebbi: 21, Adamawa: 21, Bayelsa: 8 });
    expect(lgaCentre('Lagos', 'Ikeja')).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(lgaCentre('Lagos', 'Municipal Area Council')).toBeUndefined();
  });
});

describe('GET /places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When a member in sign-up asks for places, then every state and its LGA names come back without centre points', async () => {
    const m = await signInMember(t.app, '08090101001');
    const res = await request(t.app).get(`${APP}/places`).set('Authorization', `Bearer ${m.accessToken}`);
    expect(res.status).toBe(200);
    const body = placesResponseSchema.parse(res.body);
    expect(body.states).toHaveLength(37);
    expect(body.states.find((state) => state.name === 'Abuja')?.lgas).toContain('Municipal Area Council');
    expect(JSON.stringify(res.body)).not.toMatch(/"lat"|"lng"/);
  });

  it('When nobody is signed in, then places answer 401', async () => {
    expect((await request(t.app).get(`${APP}/places`)).status).toBe(401);
  });
});
