import { defineTexts } from '../../i18n/texts';

/** Texts of the member app's shared parts: the member card, the verified badge, the empty and problem states. */
export const useCardTexts = defineTexts('member-card', {
  en: {
    compatibility: 'Compatibility {{score}} out of 100',
    interests: 'Interests',
    values: 'Values',
    shared: ' (shared)',
    lookingFor: 'Looking for:',
    youShare: 'You share',
    sharedGoal: 'the goal “{{goal}}”',
    sharedValues: 'values: {{values}}',
    photoAlt: "{{name}}'s photo {{n}}",
    photo_one: 'photo',
    photo_other: 'photos',
    lockedTail: ', shown once you both agree to exchange photos',
    verified: 'Verified',
    verifiedTitle: "Face checked: the first photo shows the member's verified face",
  },
  pcm: {
    compatibility: 'Una match {{score}} over 100',
    interests: 'Wetin dem like',
    values: 'Wetin dem value',
    shared: ' (una two get am)',
    lookingFor: 'Dey find:',
    youShare: 'Una two get',
    sharedGoal: 'the same goal “{{goal}}”',
    sharedValues: 'values: {{values}}',
    photoAlt: '{{name}} photo {{n}}',
    photo_one: 'photo',
    photo_other: 'photos',
    lockedTail: ', you go see dem once una two agree to exchange photo',
    verified: 'Verified',
    verifiedTitle: 'We don check the face: the first photo na the member verified face',
  },
});

/** Texts of the member app's shared states: not available yet, the discover skeleton. */
export const useSharedTexts = defineTexts('member-shared', {
  en: {
    notAvailable: '{{what}} is not available yet',
    notAvailableText:
      'This part of Blynd is not switched on for this server yet. Everything else works; check back soon.',
    discover: 'Discover',
    verifiedOnly: 'Verified only',
  },
  pcm: {
    notAvailable: '{{what}} never ready yet',
    notAvailableText:
      'We never switch on dis part of Blynd for dis server yet. Every other thing dey work; check back soon.',
    discover: 'Discover',
    verifiedOnly: 'Only verified people',
  },
});
