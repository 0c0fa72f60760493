import '../../../../test-support/polyfills';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import type { MemberCard } from '@blynd/shared';
import { LANGUAGE_STORAGE_KEY, rendersEnglishFirst } from '../../../../i18n/stored-language';
import { currentLanguage, showLanguage } from '../../../../i18n/texts';
import { DiscoverSkeleton } from '../../../components/discover-skeleton';
import { paintDiscoverFromLanding } from '../../../discover-first-paint';
import { startInStoredLanguage } from '../use-member-language';

const card: MemberCard = {
  _id: 'a1',
  firstName: 'Bisi',
  age: 29,
  state: 'Delta',
  bio: 'Bookworm and amateur chef.',
  interests: ['Cooking'],
  avatar: '',
  relationshipGoal: null,
  values: [],
  prompts: [],
  compatibility: { score: 50, shared: { interests: [], values: [], goal: null } },
  verified: false,
  photos: { count: 2, placeholder: '', unlocked: false },
};
const SLOT = '__blyndMemberBoot';
const bootSlot = () => globalThis as unknown as Record<string, unknown>;
function shellWithAnswer() {
  document.body.innerHTML = `<main id="main">${renderToString(<DiscoverSkeleton />)}</main>`;
  bootSlot()[SLOT] = {
    startedAt: Date.now(),
    prefetched: new Map([['/discover?limit=20', Promise.resolve(null)]]),
    answer: Promise.resolve({
      accessToken: 'tok',
      landing: { signup: { authStep: 11 }, discover: { items: [card], nextCursor: null }, picks: { items: [] } },
    }),
  };
}

/** The member's language before any answer (decision 0171): the shell's English paint and the app's first render. */
describe("the browser's language and the /app/discover shell", () => {
  afterEach(async () => {
    delete bootSlot()[SLOT];
    localStorage.clear();
    document.body.innerHTML = '';
    await act(() => showLanguage('en'));
  });

  it('When this browser last showed Pidgin, then the shell paints no English cards, and the app starts in Pidgin', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pcm');
    expect(rendersEnglishFirst()).toBe(false);
    shellWithAnswer();
    paintDiscoverFromLanding();
    await act(async () => {});
    expect(document.querySelector('article')).toBeNull();
    expect(document.querySelector('[role="status"]')).not.toBeNull();

    startInStoredLanguage();
    expect(currentLanguage()).toBe('pcm');
    expect(document.documentElement.lang).toBe('pcm');
    expect(renderToString(<DiscoverSkeleton />)).toContain('Only verified people');
  });

  it('When it showed English, or nothing is kept, then the shell paints the cards as before', async () => {
    for (const kept of ['en', null]) {
      if (kept) localStorage.setItem(LANGUAGE_STORAGE_KEY, kept);
      expect(rendersEnglishFirst()).toBe(true);
      shellWithAnswer();
      paintDiscoverFromLanding();
      await act(async () => {});
      expect(document.querySelector('article[aria-label="Bisi, 29"]')).not.toBeNull();
      delete bootSlot()[SLOT];
    }
    startInStoredLanguage();
    expect(currentLanguage()).toBe('en');
  });
});
