import { defineTexts } from '../../i18n/texts';

/**
 * The frame of the legal pages in English and Nigerian Pidgin (decision 0174). On a Pidgin page the English text
 * stays the binding one, and the page says so before anything else.
 */
export const useLegalTexts = defineTexts('legal', {
  en: {
    eyebrow: 'Legal',
    updated: 'Last updated {{date}}',
    operatedBy: '{{product}} is operated by {{company}}. Write to us at',
    contents: 'Contents',
    bindingNotice:
      'This page is translated into other languages to make it easier to read. The English version is the binding one: where a translation differs, the English version prevails.',
    englishVersion: 'Read the English version',
  },
  pcm: {
    eyebrow: 'Law matter',
    updated: 'Di last time we change am: {{date}}',
    operatedBy: 'Na {{company}} dey run {{product}}. Write us for',
    contents: 'Wetin dey inside',
    bindingNotice:
      'We translate dis page to Pidgin make e easy to understand. Na di English version be di one wey law go hold: if di two no agree for any point, di English version win.',
    englishVersion: 'Read di English version',
  },
});
