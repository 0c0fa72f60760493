import { defineTexts } from '../../i18n/texts';

/** The data saver's stand-ins, wherever a photo or a piece of media waits for a tap (decision record 0173). */
export const useDataSaverStandInTexts = defineTexts('data-saver-stand-in', {
  en: {
    showPhoto: 'Show photo',
    showPicture: 'Show picture',
  },
  pcm: {
    showPhoto: 'Show di photo',
    showPicture: 'Show di picture',
  },
});
