import { defineTexts } from '../../../i18n/texts';

export const useProfileTexts = defineTexts('member-profile', {
  en: {
    title: 'Your profile',
    description: 'Edit your profile and photos.',
    premium: 'Premium',
    free: 'Free',
    saved: 'Profile saved',
    aboutYou: 'About you',
    saving: 'Saving…',
    save: 'Save profile',
  },
  pcm: {
    title: 'Your profile',
    description: 'Change your profile and your photos.',
    premium: 'Premium',
    free: 'Free',
    saved: 'We don save your profile',
    aboutYou: 'About you',
    saving: 'E dey save…',
    save: 'Save profile',
  },
});
