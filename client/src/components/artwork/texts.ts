import { defineTexts } from '../../i18n/texts';

/** The home page illustration's words in English and Nigerian Pidgin (decision 0174). */
export const useCollageTexts = defineTexts('hero-collage', {
  en: {
    label:
      'A profile card showing only a bio and interests, a mutual match notification, a choice to unlock photos and a conversation starter',
    photoHidden: 'Photo hidden',
    bio: 'Architect by day, amateur chef by night. Looking for someone who argues about jollof with love.',
    music: 'Afrobeats',
    brunch: 'Brunch',
    travel: 'Travel',
    mutual: "It's mutual! You both liked each other.",
    unlockWith: 'Unlock photos with Amara?',
    unlock: 'Unlock',
    notYet: 'Not yet',
    starter: 'Conversation starter',
    starterText: 'You both love travel. Where would your dream weekend be?',
  },
  pcm: {
    label:
      'Profile card wey show only bio and interest, notification say una two like each oda, choice to open photo, and question to start di yarn',
    photoHidden: 'Photo dey hide',
    bio: 'Architect for daytime, chef for night. I dey find person wey go argue about jollof wit love.',
    music: 'Afrobeats',
    brunch: 'Brunch',
    travel: 'Travel',
    mutual: 'Una two don like each oda!',
    unlockWith: 'You wan open photo wit Amara?',
    unlock: 'Open am',
    notYet: 'No be now',
    starter: 'Tin to start di yarn',
    starterText: 'Una two love travel. Where your dream weekend for be?',
  },
});
