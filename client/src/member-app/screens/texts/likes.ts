import { defineTexts } from '../../../i18n/texts';

export const useLikesTexts = defineTexts('member-likes', {
  en: {
    title: 'Who liked you',
    description: 'Members who liked your bio.',
    matched: "It's a match with {{name}}!",
    sayHello: 'Say hello',
    what: 'Likes',
    noneYet: 'No new likes yet.',
    premiumPitch:
      'With Premium you see who likes your bio as soon as they do, and can like them back and match at once.',
    likes_one: 'person likes',
    likes_other: 'people like',
    yourBio: ' your bio.',
    premiumShows: 'Premium shows you who they are, so you can like them back and match at once.',
    getPremium: 'Get Premium',
    emptyTitle: 'No new likes yet',
    emptyText: 'Keep your bio fresh: it is the first thing people see.',
    likeBackName: 'Like {{name}} back',
    likeBack: 'Like back',
  },
  pcm: {
    title: 'Who like you',
    description: 'People wey like your bio.',
    matched: 'You and {{name}} don match!',
    sayHello: 'Greet dem',
    what: 'Likes',
    noneYet: 'No new like yet.',
    premiumPitch:
      'With Premium, you go see who like your bio the moment dem like am, and you fit like dem back and match sharp sharp.',
    likes_one: 'person like',
    likes_other: 'people like',
    yourBio: ' your bio.',
    premiumShows: 'Premium go show you who dem be, so you fit like dem back and match sharp sharp.',
    getPremium: 'Get Premium',
    emptyTitle: 'No new like yet',
    emptyText: 'Dey keep your bio fresh: na the first thing wey people dey see.',
    likeBackName: 'Like {{name}} back',
    likeBack: 'Like dem back',
  },
});
