import { defineTexts } from '../../i18n/texts';

/** The voice notes and photos of a report's excerpt (decisions 0157, 0168), in English and Nigerian Pidgin. */
export const useExcerptTexts = defineTexts('report-excerpt', {
  en: {
    voiceNote: 'Voice note ({{duration}})',
    photo: 'Photo',
    open: 'Open',
    opening: 'Opening…',
    openFailed: 'This attachment could not be opened.',
    audited: 'Opening it is recorded in the audit log.',
    voiceLabel: 'Voice note from the excerpt',
    photoLabel: 'Photo from the excerpt',
  },
  pcm: {
    voiceNote: 'Voice note ({{duration}})',
    photo: 'Foto',
    open: 'Open am',
    opening: 'E dey open…',
    openFailed: 'We no fit open dis attachment.',
    audited: 'Anytime you open am, e go enter di audit log.',
    voiceLabel: 'Voice note wey dey di excerpt',
    photoLabel: 'Foto wey dey di excerpt',
  },
});
