/**
 * The data saver's switch (decision record 0173): `useDataSaver()` and `setDataSaver(on)`. It lives in the member
 * app's shared layer (components/data-saver.ts) so that features and components can read it without importing
 * another feature (the lint zones, decision 0133); import it from there in a feature.
 */
export { DATA_SAVER_KEY, dataSaverOn, setDataSaver, useDataSaver } from '../../components/data-saver';
