import {
  DATE_SAFETY_MESSAGES as DATES,
  EMERGENCY_NUMBER,
  MEMBER_CHAT_MESSAGES as CHAT,
  MEMBER_LIKE_MESSAGES as LIKES,
  MEMBER_MATCH_MESSAGES as MATCHES,
  MODERATION_MESSAGES as MODERATION,
  NOTICE_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES as NOTICES,
  PHOTO_REASON_MEMBER_TEXT,
  VERIFICATION_NOTICES as VERIFICATION,
  type MemberLanguage,
  type NoticeKind,
} from '@blynd/shared';

/** The kinds of notice in Pidgin, as the digest counts them and the mail footer names them. */
const KIND_LABELS_PIDGIN: Record<NoticeKind, string> = {
  matches: 'Matches',
  messages: 'Messages',
  likes: 'Likes',
  photoRequests: 'Request for photo',
  auctions: 'Auctions',
  picks: 'Picks',
  news: 'News',
};

/**
 * What members are told outside /app (pushes, mails, feed entries) in their language (decision 0171). The English
 * texts stay where they always were, byte for byte, and are sent as they are to a member in English; this table
 * gives each one its Nigerian Pidgin beside it, reviewed like the client's Pidgin (decision 0170).
 *
 * A `{name}` in the English is a value (a first name, an auction's title, a date), carried into the Pidgin as it
 * is, or as its own Pidgin when the value is itself one of these texts (a photo's reason). A text made of
 * paragraphs (a staff reason, then how to appeal) is read paragraph by paragraph: staff's own words stay as
 * written, the standard paragraphs are translated.
 */
const PIDGIN: readonly (readonly [en: string, pcm: string])[] = [
  // Chat, likes, matches, photo requests.
  [CHAT.newMessageTitle, '{firstName} don send you message'],
  [CHAT.newMessageBody, 'Tap am make you read am.'],
  [LIKES.likedTitle, 'Person like your bio'],
  [LIKES.likedBody, 'Like dem back make una match. Premium go show you who don like you already.'],
  [MATCHES.matchTitle, 'Una don match!'],
  [MATCHES.matchBody, 'Una like each other. Now you fit ask make una exchange photo.'],
  [MATCHES.photoRequestTitle, 'Dem wan see your photo'],
  [MATCHES.photoRequestBody, 'Your match dey ask make una exchange photo.'],
  [MATCHES.unlockTitle, 'Photo don open'],
  [MATCHES.unlockBody, 'You and your match fit see each other photo now.'],
  // Date check-in.
  [DATES.pushTitle, 'You dey alright?'],
  [DATES.pushBody, 'Your date check-in: tap “I dey OK”, or “I need help” and we go text your contact.'],
  [DATES.alertedTitle, 'We don text your contact'],
  [DATES.alertedBody, `Your contact don know say you fit need help. If you dey for danger, call ${EMERGENCY_NUMBER}.`],
  // Reminders and the digest.
  [NOTICES.digestTitle, 'Wetin happen today'],
  [NOTICES.signupReminderTitle, 'Finish your sign-up'],
  [
    NOTICES.signupReminderBody,
    'Only small steps remain before you fit start to meet people for Blynd. Continue from where you stop.',
  ],
  [NOTICES.picksReadyTitle, 'Your picks don ready'],
  [NOTICES.picksReadyBody, 'Today picks dey wait for you.'],
  // Auctions.
  ['You won the auction', 'You don win the auction'],
  [
    'You won {title} for {price} tokens. We will contact you about it.',
    'You don win {title} for {price} tokens. We go contact you about am.',
  ],
  ['An auction ends soon', 'One auction go end soon'],
  ['{title} ends in less than five minutes.', '{title} go end before five minutes reach.'],
  ['You have been outbid', 'Person don bid pass you'],
  [
    'Someone bid more than your maximum on {title}. Your tokens are free again.',
    'Person bid pass your maximum for {title}. Your tokens don free again.',
  ],
  // Photos and the age check.
  [VERIFICATION.photoApproved.title, 'We don approve your photo'],
  [
    VERIFICATION.photoApproved.body,
    'Our team check your photo and approve am. Members fit see am now for where dem dey show your photos.',
  ],
  [VERIFICATION.photoRejected('{reason}').title, 'We no approve your photo'],
  [
    VERIFICATION.photoRejected('{reason}').body,
    'Our team check your photo and dem no approve am ({reason}). Nobody else go ever see am. If you think say we no get am right, you fit appeal one time from your photos.',
  ],
  [VERIFICATION.appealRejected('{reason}').title, 'We don check your appeal'],
  [
    VERIFICATION.appealRejected('{reason}').body,
    'Our team look your photo again and the decision still stand ({reason}). Nobody else go ever see am; dis decision na final.',
  ],
  [VERIFICATION.faceApproved.title, 'Your age check don finish'],
  [
    VERIFICATION.faceApproved.body,
    'Our team check your verification and confirm say you don reach 18. You fit finish your sign-up now.',
  ],
  [VERIFICATION.faceRejected.title, 'We no fit confirm your age'],
  [
    VERIFICATION.faceRejected.body,
    'Blynd na only for adults. Our team check your verification but we no fit confirm say you don reach 18, so your sign-up no fit finish. Contact us if you think say we no get am right.',
  ],
  [PHOTO_REASON_MEMBER_TEXT.nudity, 'e show nakedness'],
  [PHOTO_REASON_MEMBER_TEXT.violence, 'e show violence'],
  [PHOTO_REASON_MEMBER_TEXT['no-face'], 'your first photo must show your face'],
  [PHOTO_REASON_MEMBER_TEXT['not-you'], 'e no show the face wey you verify'],
  [PHOTO_REASON_MEMBER_TEXT['several-faces'], 'your first photo must show only you'],
  [PHOTO_REASON_MEMBER_TEXT.underage, 'e fit show person wey never reach 18'],
  [PHOTO_REASON_MEMBER_TEXT.duplicate, 'na the same picture as another member own or photo wey we don remove'],
  [PHOTO_REASON_MEMBER_TEXT.unreadable, 'we no fit read the picture'],
  // Moderation: the standard paragraphs around staff's reason.
  [MODERATION.actionTakenTitle, 'Thank you for your report'],
  [
    MODERATION.actionTakenBody,
    'We don check wetin you report and we don take action. Thank you say you dey help keep Blynd safe',
  ],
  [MODERATION.warnedTitle, 'Warning from Blynd'],
  [MODERATION.suspendedTitle, 'We don suspend your account'],
  [MODERATION.bannedTitle, 'We don close your account'],
  [MODERATION.contentRemovedTitle, 'We don remove something wey you post'],
  [MODERATION.limitedTitle, 'You no fit start new conversation for now'],
  [
    MODERATION.noNewConversations,
    'You no fit start new conversation for now: our team dey check your account. You fit still reply for the conversations wey you don already get',
  ],
  [MODERATION.liftedTitle, 'Your account don normal again'],
  ['You can start new conversations again', 'You fit start new conversation again'],
  ['You can sign in again', 'You fit sign in again'],
  [MODERATION.appealUpheldTitle, 'We don check your appeal'],
  [MODERATION.appealUpheldBody, 'We look your appeal again and the decision still stand'],
  [MODERATION.appealOverturnedBody, 'We look your appeal again and we don cancel the decision'],
  [MODERATION.appealBody, 'If you think say we no get am right, you fit appeal one time'],
  [
    `Until {date}. ${MODERATION.appealBody}`,
    'Till {date}. If you think say we no get am right, you fit appeal one time',
  ],
];

const exact = new Map<string, string>();
const templates: { pattern: RegExp; names: string[]; pcm: string }[] = [];
for (const [en, pcm] of PIDGIN) {
  const names = [...en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(en, pcm);
    continue;
  }
  const source = en
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, pcm });
}

function translateWhole(text: string): string | undefined {
  const found = exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, names, pcm } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce((out, name, i) => {
      const value = match[i + 1]!;
      return out.replace(`{${name}}`, () => exact.get(value) ?? value);
    }, pcm);
  }
  return undefined;
}

/**
 * A text told to a member, in `language`. English (and any text this table does not know, such as what staff
 * wrote) comes back unchanged; a text already in Pidgin is left as it is, so translating twice changes nothing.
 */
export function inLanguage(language: MemberLanguage, text: string): string {
  if (language === 'en') return text;
  const whole = translateWhole(text);
  if (whole !== undefined) return whole;
  const counts = countsLineIn(text);
  if (counts !== undefined) return counts;
  if (text.includes('\n\n'))
    return text
      .split('\n\n')
      .map((part) => inLanguage(language, part))
      .join('\n\n');
  return text;
}

const LABEL_PIDGIN = new Map<string, string>([
  ...(Object.entries(NOTICE_KIND_LABELS) as [NoticeKind, string][]).map(
    ([kind, label]) => [label, KIND_LABELS_PIDGIN[kind]] as const,
  ),
  ['Other', 'Oda'],
]);

/** The digest's counts ("Likes 2 · Matches 1"), when every part of the line is a kind and a number. */
function countsLineIn(text: string): string | undefined {
  const parts = text.split(' · ').map((part) => /^(.+) (\d+)$/.exec(part));
  if (!parts.every((part) => part && LABEL_PIDGIN.has(part[1]!))) return undefined;
  return parts.map((part) => `${LABEL_PIDGIN.get(part![1]!)} ${part![2]}`).join(' · ');
}

/** A notice's title and body in the member's language; everything else about it (kind, data) unchanged. */
export const noticeInLanguage = <T extends { title: string; body: string }>(language: MemberLanguage, notice: T): T =>
  language === 'en'
    ? notice
    : { ...notice, title: inLanguage(language, notice.title), body: inLanguage(language, notice.body) };

/** The label of a kind of notice, in the member's language (a mail's footer). */
export const kindLabelIn = (language: MemberLanguage, kind: NoticeKind) =>
  language === 'en' ? NOTICE_KIND_LABELS[kind] : KIND_LABELS_PIDGIN[kind];

export { languageOf, languagesOf } from './member-language.repository';
