import '../../../test-support/polyfills';
import { childSafetySections } from '../content/child-safety';
import { childSafetySectionsPcm } from '../content/pcm/child-safety';
import { privacySectionsPcm } from '../content/pcm/privacy';
import { termsSectionsPcm } from '../content/pcm/terms';
import { privacySections } from '../content/privacy';
import { termsSections } from '../content/terms';

/** Decision 0174: each legal page's Pidgin translation follows the English, section for section. */
describe('the legal pages in Pidgin', () => {
  it.each([
    ['terms of use', termsSections, termsSectionsPcm],
    ['privacy policy', privacySections, privacySectionsPcm],
    ['child safety', childSafetySections, childSafetySectionsPcm],
  ])(
    'When the %s are translated, then every English section has its Pidgin one, in the same order and with its own title',
    (_page, english, pidgin) => {
      expect(pidgin.map((section) => section.id)).toEqual(english.map((section) => section.id));
      for (const section of pidgin) expect(section.title).toBeTruthy();
      // A translation, not the English again: most titles differ (names such as "Contact" or "Advertising" may not).
      const same = pidgin.filter((section, index) => section.title === english[index]!.title);
      expect(same.length).toBeLessThan(english.length / 2);
    },
  );
});
