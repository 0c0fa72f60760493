import data from './nigeria-places.json';

/*
 * The places data set (decision 0163): every state (Abuja is the FCT) and its local government areas, each with a
 * centre point. Here, below the modules, so the places module and the demo seed read the one copy.
 */

export type PlaceCentre = { lat: number; lng: number };
export type PlaceState = { name: string; lat: number; lng: number; lgas: ({ name: string } & PlaceCentre)[] };

const STATES: readonly PlaceState[] = data.states;
const byState = new Map(STATES.map((state) => [state.name, new Map(state.lgas.map((lga) => [lga.name, lga]))]));

/** The data set's source and licence, as shipped. */
export const placesSource = data.source;

/** Every state and its local government areas, each with its centre point. */
export const placeStates = (): readonly PlaceState[] => STATES;

/** The centre point of an LGA of a state, or undefined when the data set has no such area. */
export function lgaCentre(state: string, lga: string): PlaceCentre | undefined {
  const found = byState.get(state)?.get(lga);
  return found ? { lat: found.lat, lng: found.lng } : undefined;
}
