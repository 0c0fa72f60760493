import { defineTexts } from '../../../i18n/texts';

export const useFeedTexts = defineTexts('member-feed', {
  en: {
    title: 'Feed',
    description: 'Your notifications.',
    what: 'The feed',
    emptyTitle: 'Nothing new yet',
    emptyText: 'Likes, matches and photo requests show here.',
    list: 'Notifications',
    new: 'New: ',
    older: 'Show older',
    refresh: 'Refresh',
  },
  pcm: {
    title: 'Feed',
    description: 'Your notifications.',
    what: 'The feed',
    emptyTitle: 'Nothing new yet',
    emptyText: 'Likes, matches and photo requests go show for here.',
    list: 'Notifications',
    new: 'New one: ',
    older: 'Show the old ones',
    refresh: 'Refresh',
  },
});
