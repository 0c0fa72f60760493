import type { PlacesResponse } from '@blynd/shared';
import { placeStates } from '../../lib/nigeria-places';

export { lgaCentre, placeStates, type PlaceCentre } from '../../lib/nigeria-places';

/** GET /places: names only; the centre points stay on the server, where distances are computed (decision 0161). */
export const placesForPickers = (): PlacesResponse => ({
  states: placeStates().map((state) => ({ name: state.name, lgas: state.lgas.map((lga) => lga.name) })),
});
