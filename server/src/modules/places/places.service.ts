import type { PlacesResponse } from '@blynd/shared';
import data from './nigeria-places.json';

/** One area of the places data set (decision 0163): its name and centre point. */
export type PlaceCentre = { lat: number; lng: number };
type PlaceState = { name: string; lat: number; lng: number; lgas: ({ name: string } & PlaceCentre)[] };

const STATES: readonly PlaceState[] = data.states;
const byState = new Map(STATES.map((state) => [state.name, new Map(state.lgas.map((lga) => [lga.name, lga]))]));

/** Every state (Abuja is the FCT) and its local government areas, each with its centre point. */
export const placeStates = (): readonly PlaceState[] => STATES;

/** The centre point of an LGA of a state, or undefined when the data set has no such area. */
export function lgaCentre(state: string, lga: string): PlaceCentre | undefined {
  const found = byState.get(state)?.get(lga);
  return found ? { lat: found.lat, lng: found.lng } : undefined;
}

/** GET /places: names only; the centre points stay on the server, where distances are computed. */
export const placesForPickers = (): PlacesResponse => ({
  states: STATES.map((state) => ({ name: state.name, lgas: state.lgas.map((lga) => lga.name) })),
});
