import {
  AUCTION_MESSAGES,
  CHAT_SAFETY_MESSAGES,
  DATE_SAFETY_MESSAGES,
  DISCOVERY_FILTER_MESSAGES,
  FACE_CHECK_MESSAGES,
  MEMBER_CHAT_MESSAGES,
  MEMBER_COMPATIBILITY_MESSAGES,
  MEMBER_CONFIRMATION_MESSAGES,
  MEMBER_DISCOVER_MESSAGES,
  MEMBER_LIKE_MESSAGES,
  MEMBER_MATCH_MESSAGES,
  MEMBER_MESSAGES,
  MEMBER_PROFILE_MESSAGES,
  MEMBER_SAFETY_MESSAGES,
  MEMBER_TEXT_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  NOTIFICATION_PREFERENCES_MESSAGES,
  PRIVACY_MESSAGES,
  TOKEN_MESSAGES,
  WEB_SESSION_MESSAGES,
} from '@blynd/shared';

/**
 * The Pidgin of a group of English texts: one entry per plain-text key, minus the keys named in `NotMemberErrors`
 * (texts that are never a member's error: a push title translated in notifications/member-language.ts, a staff
 * message, the website's purchase form). A new English key is a compile error here until its Pidgin is written
 * or it is said not to be a member's error.
 */
type Pidgin<T, NotMemberErrors extends keyof T = never> = Omit<
  { [K in keyof T as T[K] extends string ? K : never]: string },
  NotMemberErrors
>;

/** Written in the register of decision 0170 (BBC News Pidgin), read by a Pidgin speaker before a release. */
const GENERAL: Pidgin<
  typeof MESSAGES,
  | 'invalidEmail'
  | 'invalidPurchasePhone'
  | 'dobRequired'
  | 'memberNotFound'
  | 'memberBlocked'
  | 'alreadyPremium'
  | 'amountMismatch'
  | 'paymentStartFailed'
  | 'paymentStartFailedClient'
  | 'paymentVerificationFailed'
  | 'invalidPaymentSession'
  | 'fillInAllDetails'
  | 'invalidEmailAddress'
  | 'invalidAddress'
  | 'invalidLogin'
  | 'enterValidLevel'
  | 'enterMessageAndSubject'
  | 'selectDeliveryMethod'
  | 'enterValidNumber'
  | 'chooseAPlan'
  | 'useMobileDevice'
  | 'unexpectedError'
> = {
  fillAllFields: 'Abeg fill all the boxes',
  previousMessagePending: 'Abeg wait make your last message reach first',
  tooManyAttempts: 'You don try too many times, abeg try again later',
  tooManyRequests: 'Too many requests, abeg try again later',
  authTokenRequired: 'You need to sign in first',
  sessionExpired: 'Your session don expire, abeg sign in again',
  forbidden: 'You no fit do this one',
  enterMessage: 'Abeg write message',
  notFound: 'We no find am',
  internalError: 'Something no work well, abeg try again',
  serviceUnavailable: 'E no dey work right now, abeg try again small time',
  payloadTooLarge: 'Wetin you send too big',
  unsupportedMediaType: 'Content-Type must be application/json',
  malformedJson: 'Wetin you send no be correct JSON',
  upgradeRequired: 'Abeg update your app make you fit continue',
};

const MEMBER: Pidgin<typeof MEMBER_MESSAGES, 'signedOut'> = {
  finishSignup: 'Finish your sign-up first',
  accountNotActive: 'This account no dey active. Abeg contact support',
  invalidPhone: 'Put correct Nigerian phone number',
  invalidCode: 'Put the 6-digit code',
  wrongCode: 'The code no correct, abeg try again',
  codeTriesUsedUp: 'The code no correct. You don use all your chance; ask for new code',
  codeExpired: 'This code don expire or we don change am. Ask for new code',
  tooManyCodes: 'You don ask for too many codes, abeg try again later',
  smsFailed: 'We no fit send the code, abeg try again',
  earlierStepFirst: 'Finish the sign-up steps wey dey before first',
  birthdayFixed: 'You no fit change your birthday again. Abeg contact support',
  profileIncomplete: 'Finish your profile first: bio, 3 interests, state, income range and one blyndmoji',
  livenessRequired: 'Do the face verification first',
  acceptTerms: 'Accept the terms make you fit continue',
  livenessNotFound: 'We no find this verification session',
  livenessExpired: 'This verification session don expire. Start new one',
  livenessPending: 'The verification never finish',
  livenessUnavailable: 'Face verification no dey work right now, abeg try again',
};

const WEB_SESSION: Pidgin<typeof WEB_SESSION_MESSAGES, 'signedOutEverywhere'> = {
  crossSite: 'We no accept request wey come from another site',
};

const MEMBER_TEXT: Pidgin<typeof MEMBER_TEXT_MESSAGES> = {
  controlCharacters: 'Text no fit get control characters',
};

const DISCOVERY_FILTER: Pidgin<typeof DISCOVERY_FILTER_MESSAGES> = {
  unknownPlace: 'Choose local government area wey dey that state',
  distanceNeedsPlace: 'Set your place before you set distance',
};

const PRIVACY: Pidgin<typeof PRIVACY_MESSAGES> = {
  snoozeOneOf: 'Give hours, until, or indefinitely: true',
  snoozeHours: 'Snooze fit be 1 reach 2160 hours',
  snoozeUntil: 'until must be date and time with im offset, like 2026-12-05T09:00:00+01:00',
  snoozeUntilRange: 'until must dey for future and no pass 90 days',
  incognitoPremium:
    'Incognito na for Premium members: upgrade to Premium make only members wey you like fit see you for discover',
  incognitoInput: 'incognito must be true or false',
  phonesRequired: 'phones must be list of phone numbers',
  phonesTooMany: 'No pass 5000 numbers at once',
  phoneTooLong: 'Phone number no fit pass 40 characters',
};

const FACE_CHECK: Pidgin<typeof FACE_CHECK_MESSAGES, 'reverifyPhoneChange' | 'reverifyFakePhotos' | 'reverifyYearly'> =
  {
    consentRequired: 'Agree to the face check first',
    acceptConsent: 'You must agree to the face check make you fit continue',
    consentOutdated: 'Abeg read and agree to the new face check consent',
    selfieRequired: 'Snap your selfie first',
    selfieNoSession: 'Start the face check first',
    selfieNotUsed: 'This face check no need separate selfie',
    selfieMissing: 'Choose photo wey you wan upload',
    selfieUnreadable: 'We no fit read that picture. Abeg snap the selfie again',
    selfieNoFace: 'We no see face. Abeg snap the selfie again, face the camera for better light',
    selfieSeveralFaces: 'Pass one face dey the picture. Abeg snap the selfie alone',
    underReview: 'We dey check your face check. We go tell you when e finish',
    faceRejected: 'We no accept your face check. Abeg contact support',
  };

const PROFILE: Pidgin<
  typeof MEMBER_PROFILE_MESSAGES,
  | 'photoDeleted'
  | 'photosReordered'
  | 'pushTokenSaved'
  | 'pushTokenRemoved'
  | 'notificationsRead'
  | 'accountDeleted'
  | 'supportReceived'
  | 'photoAppealed'
> = {
  photoRequired: 'Attach photo for the "photo" field',
  photoTooLarge: 'Photo no fit pass 10 MB',
  photoTooManyPixels: 'Photo no fit pass 60 megapixels',
  photoType: 'Photo must be JPEG, PNG or WebP image',
  tooManyPhotos: 'You no fit get pass 6 photos. Delete one first',
  photoNotFound: 'We no find the photo',
  photoOrder: 'List each of your photos one time only',
  invalidCursor: 'The cursor no correct',
  photoAppealedAlready: 'You don already appeal this photo',
  photoNotAppealable: 'Na only photo wey we reject you fit appeal',
  firstPhotoNeedsFace: 'Your first photo must show your face and nobody else own: put another photo first',
};

const CONFIRMATION: Pidgin<typeof MEMBER_CONFIRMATION_MESSAGES> = {
  confirmationRequired: 'Confirm this change with the code wey we go send to your phone',
  wrongCode: MEMBER.wrongCode,
  triesUsedUp: MEMBER.codeTriesUsedUp,
  codeExpired: MEMBER.codeExpired,
  newPhoneRequired: 'Put the new phone number',
  samePhone: 'Na this same phone number you dey use already',
  phoneTaken: 'This phone number belong to another account',
  signInAgain: 'Sign in again make you fit change your phone number',
  codeFormat: 'Put the 6-digit code wey we send',
};

const NOTICES: Pidgin<
  typeof NOTIFICATION_PREFERENCES_MESSAGES,
  | 'saved'
  | 'webPushSaved'
  | 'webPushRemoved'
  | 'unsubscribeInvalid'
  | 'digestTitle'
  | 'quietHeld'
  | 'signupReminderTitle'
  | 'signupReminderBody'
  | 'picksReadyTitle'
  | 'picksReadyBody'
> = {
  webPushEndpoint: 'We no accept this push service',
};

const DISCOVER: Pidgin<typeof MEMBER_DISCOVER_MESSAGES, 'passUndone'> = {
  memberNotFound: 'We no find this member',
  passNotFound: 'We no find this pass',
  onlyLatestPass: 'Na only your last pass you fit undo',
  invalidCursor: PROFILE.invalidCursor,
  limitRange: 'limit must be whole number from 1 reach 50',
  adNotFound: 'We no find this ad',
};

const SAFETY: Pidgin<typeof MEMBER_SAFETY_MESSAGES, 'blocked' | 'unblocked' | 'reported'> = {
  memberNotFound: DISCOVER.memberNotFound,
  photoNotFound: PROFILE.photoNotFound,
  blockNotFound: 'You never block this member',
  blockSelf: 'You no fit block yourself',
  reportSelf: 'You no fit report yourself',
  tooManyReports: 'You don send all the reports wey we allow for today. Abeg try again tomorrow',
  invalidCursor: PROFILE.invalidCursor,
  reportKind: 'kind must be one of user, photo, message',
  reasonRequired: 'Tell us wetin happen',
  reasonTooLong: 'The reason no fit pass 500 characters',
  photoRequired: 'Choose the photo wey you dey report',
  messageRequired: 'Choose the message wey you dey report',
  messageNotFound: 'We no find the message',
  messageTooLong: 'The message no fit pass 2000 characters',
  reasonCode:
    'reasonCode must be one of asked-for-money, moved-off-app, fake-photos, underage, harassment, sexual-content, scam-investment, threat-or-violence, other',
  memberRequired: 'Choose the member wey you dey report',
  pastMatchNotFound: 'We no find this old match',
  pastMatchKind: 'Old match report must get kind message',
  pastMatchOnly: 'Old match report na only the match e go name, no be photo or message',
};

const COMPATIBILITY: Pidgin<typeof MEMBER_COMPATIBILITY_MESSAGES> = {
  chooseGoal: 'Choose relationship goal from the list',
  chooseValues: 'Choose values from the list',
  valuesMax: 'No choose pass 5 values',
  eachValueOnce: 'Each value one time',
  choosePrompt: 'Choose prompts from the list',
  promptsMax: 'No answer pass 3 prompts',
  eachPromptOnce: 'Each prompt one time',
  answerRequired: 'Write answer for the prompt',
  answerMax: 'Answer no fit pass 200 characters',
  matchNotFound: 'We no find this match',
};

const MATCHES: Pidgin<
  typeof MEMBER_MATCH_MESSAGES,
  | 'unmatched'
  | 'photoRequestAccepted'
  | 'photoRequestDeclined'
  | 'photosRevoked'
  | 'matchTitle'
  | 'matchBody'
  | 'photoRequestTitle'
  | 'photoRequestBody'
  | 'unlockTitle'
  | 'unlockBody'
> = {
  matchNotFound: COMPATIBILITY.matchNotFound,
  photoRequestNotFound: 'We no find this photo request',
  photosAlreadyUnlocked: 'Una fit see each other photo already',
  answerTheirRequest: 'Your match don already ask make una exchange photo: accept their request instead',
  requestAlreadyAccepted: 'Person don already accept this photo request',
  photoRequestExpired: 'This photo request don expire',
  photosNotShared: 'You never share your photos with this match',
  invalidCursor: PROFILE.invalidCursor,
};

const LIKES: Pidgin<typeof MEMBER_LIKE_MESSAGES, 'likedTitle' | 'likedBody'> = {
  memberNotFound: DISCOVER.memberNotFound,
  likeNotFound: 'We no find this like',
  cannotLikeYourself: 'You no fit like yourself',
  alreadyMatched: 'You and this member don already match',
  noLongerAvailable: 'You no fit like this member again',
  likeAnswered: 'Dem don answer this like with match: unmatch instead',
  dailyLimit: 'You don use your 100 likes for today. More go come tomorrow',
  invalidCursor: PROFILE.invalidCursor,
};

const CHAT: Pidgin<typeof MEMBER_CHAT_MESSAGES, 'newMessageTitle' | 'newMessageBody' | 'voiceNote' | 'photo'> = {
  matchNotFound: COMPATIBILITY.matchNotFound,
  messageNotFound: SAFETY.messageNotFound,
  textRequired: 'Write message',
  textTooLong: 'Message no fit pass 2000 characters',
  textControlCharacters: 'Message no fit get control characters',
  clientMessageId: 'clientMessageId must be UUID',
  seqInvalid: 'seq must be whole number from 0',
  afterAndBefore: 'Use after or before, no use the two',
  limitInvalid: 'limit must be whole number from 1 reach 100',
  waitForReply: 'Wait make dem reply before you send more',
  tooManyPerMinute: 'You dey send messages too fast. Abeg wait small',
  tooManyPerDay: 'You don send all the messages wey we allow for today. Abeg try again later',
  invalidCursor: PROFILE.invalidCursor,
  ticketInvalid: 'This live ticket no correct',
  tooManyLiveTickets: 'You don ask for too many live tickets. Abeg wait small',
  tooManyLiveSockets: 'Too many live connections dey open. Close one (another tab or device) and try again',
  tooManyLiveRefusals: 'We don refuse too many live connections. Abeg wait small',
  fileRequired: 'Choose file wey you wan send',
  voiceTooLarge: 'Voice note no fit pass 500 KB',
  voiceTooLong: 'Voice note no fit pass 60 seconds',
  voiceNotOpus: 'Voice note must be Opus audio',
  notVoiceOrPhoto: 'This file no be voice note or photo',
  chatPhotoTooLarge: PROFILE.photoTooLarge,
  chatPhotoTooManyPixels: PROFILE.photoTooManyPixels,
  photosLocked: 'You fit send photo once una two don open photo for each other',
  attachmentNotFound: 'We no find this attachment',
  attachmentRequired: 'Choose the attachment wey you wan send',
  attachmentKind: 'This attachment no fit this kind of message',
  attachmentForText: 'Text message no fit carry attachment',
  voiceText: 'Voice note no fit carry text',
  kindInvalid: 'kind must be text, voice or photo',
  replyNotFound: 'Na only message wey dey this chat you fit reply',
  reactionInvalid: 'Choose one of the reactions',
  tooManyAttachments: 'You don send too many files this hour. Abeg try again later',
};

const DATES: Pidgin<
  typeof DATE_SAFETY_MESSAGES,
  | 'cancelled'
  | 'answeredOk'
  | 'answeredHelp'
  | 'pushTitle'
  | 'pushBody'
  | 'alertedTitle'
  | 'alertedBody'
  | 'sharePageTitle'
  | 'sharePageExpired'
  | 'sharePageExpiredText'
  | 'sharePageCancelled'
  | 'sharePageCancelledText'
  | 'sharePageGone'
  | 'sharePageGoneText'
  | 'sharePageHelp'
> = {
  matchNotFound: COMPATIBILITY.matchNotFound,
  dateNotFound: 'We no find this date',
  invalidTime: 'Choose date and time',
  atInPast: 'The date must dey for future',
  atTooFar: 'You fit plan date only 30 days ahead',
  checkInTooEarly: 'The check-in must be at least 15 minutes after the date start',
  checkInTooLate: 'The check-in no fit pass 12 hours after the date start',
  placeRequired: 'Talk where una go meet',
  placeTooLong: 'The place no fit pass 200 characters',
  contactNameRequired: 'Put your contact name',
  contactNameTooLong: 'The name no fit pass 60 characters',
  contactPhoneInvalid: 'Put Nigerian mobile number for your contact',
  contactIsYou: 'Choose another person, no be you, as your contact',
  answerInvalid: "answer must be 'ok' or 'help'",
  tooManyToday: 'You fit plan only 5 dates for one day. Abeg try again tomorrow',
  tooManyActive: 'You fit get only 10 dates wey you plan at once',
  checkInNotYet: 'The check-in never start. If you need help, choose I need help',
  smsFailed: 'We no fit text your contact now. Abeg try again in few minutes',
};

const CHAT_SAFETY: Pidgin<typeof CHAT_SAFETY_MESSAGES> = {
  areYouSure: 'You sure?',
  contactInProfile:
    'No put phone numbers, social handles and links for your profile. Share them for chat once you trust person',
  confirmedInvalid: 'confirmed must be true or false',
};

/** The explanation that comes with "Are you sure?", by kind: members read it beside the error. */
const NUDGE: Record<keyof typeof CHAT_SAFETY_MESSAGES.nudge, string> = {
  sexual:
    'This message be like sexual talk. Send am only if you know say dem wan hear am: person fit report sexual message wey dem no want.',
  harassment: 'This message be like threat or insult. You wan talk am another way? Person fit report am.',
};

const AUCTIONS: Pidgin<
  typeof AUCTION_MESSAGES,
  | 'notEditable'
  | 'notCancellable'
  | 'notWon'
  | 'badTimes'
  | 'cancelled'
  | 'imageRequired'
  | 'imageTooLarge'
  | 'imageTooManyPixels'
  | 'imageType'
  | 'imageNotUploaded'
  | 'imageNotFound'
> = {
  notFound: 'We no find this auction',
  ended: 'This auction don end',
  notOpen: 'This auction never open for bids',
  tooLow: 'Your bid must reach the minimum bid',
  alreadyHigher: 'Your maximum bid don already reach this one',
  clientBidIdUsed: 'Dem don already use this clientBidId for bid for another auction',
  invalidCursor: PROFILE.invalidCursor,
};

const TOKENS: Pidgin<typeof TOKEN_MESSAGES, 'packNameTaken' | 'memberNotFound' | 'granted'> = {
  packNotFound: 'We no find this token pack',
  invalidCursor: PROFILE.invalidCursor,
  notEnoughTokens: 'Your tokens no reach for this bid',
  noRefunds: 'We no dey refund tokens, and you no fit return wetin you don buy.',
};

const MODERATION: Pidgin<
  typeof MODERATION_MESSAGES,
  Exclude<
    keyof typeof MODERATION_MESSAGES,
    'noNewConversations' | `appeal${'TextRequired' | 'TextTooLong' | 'Once' | 'Nothing' | 'TokenInvalid'}`
  >
> = {
  noNewConversations:
    'You no fit start new chat for now: our team dey check your account. You fit still reply for the chats wey you don get',
  appealTextRequired: 'Tell us why you think say we get am wrong',
  appealTextTooLong: 'The appeal no fit pass 1000 characters',
  appealOnce: 'You don already appeal this decision',
  appealNothing: 'No decision dey wey you fit appeal',
  appealTokenInvalid: 'This appeal link don expire. Try sign in again',
};

/** Texts the server writes in place (not from a shared constant) that members can meet. */
const IN_PLACE: Record<string, string> = {
  'Invalid request': 'The request no correct',
  'Send the photo as multipart/form-data': 'Send the photo as multipart/form-data',
  'Invalid push token': 'The push token no correct',
};

/** Messages with a value in them: the English template and its Pidgin, the values carried over as they are. */
export const PIDGIN_TEMPLATES: readonly (readonly [en: (value: string) => string, pcm: (value: string) => string])[] = [
  [MEMBER_MESSAGES.underage, (product) => `You must reach 18 years make you fit use ${product}`],
];

/** Each member-facing group of English constants beside its Pidgin: the table is read off the English. */
export const PIDGIN_GROUPS: readonly (readonly [en: object, pcm: Record<string, string>])[] = [
  [MESSAGES, GENERAL],
  [MEMBER_MESSAGES, MEMBER],
  [WEB_SESSION_MESSAGES, WEB_SESSION],
  [MEMBER_TEXT_MESSAGES, MEMBER_TEXT],
  [DISCOVERY_FILTER_MESSAGES, DISCOVERY_FILTER],
  [PRIVACY_MESSAGES, PRIVACY],
  [FACE_CHECK_MESSAGES, FACE_CHECK],
  [MEMBER_PROFILE_MESSAGES, PROFILE],
  [MEMBER_CONFIRMATION_MESSAGES, CONFIRMATION],
  [NOTIFICATION_PREFERENCES_MESSAGES, NOTICES],
  [MEMBER_DISCOVER_MESSAGES, DISCOVER],
  [MEMBER_SAFETY_MESSAGES, SAFETY],
  [MEMBER_COMPATIBILITY_MESSAGES, COMPATIBILITY],
  [MEMBER_MATCH_MESSAGES, MATCHES],
  [MEMBER_LIKE_MESSAGES, LIKES],
  [MEMBER_CHAT_MESSAGES, CHAT],
  [DATE_SAFETY_MESSAGES, DATES],
  [CHAT_SAFETY_MESSAGES, CHAT_SAFETY],
  [CHAT_SAFETY_MESSAGES.nudge, NUDGE],
  [AUCTION_MESSAGES, AUCTIONS],
  [TOKEN_MESSAGES, TOKENS],
  [MODERATION_MESSAGES, MODERATION],
];

export { IN_PLACE as PIDGIN_IN_PLACE };
