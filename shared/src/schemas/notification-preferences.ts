import { z } from 'zod';

/** What a member can tune, one row of the grid each (decision 0166). */
export const NOTICE_KINDS = ['matches', 'messages', 'likes', 'photoRequests', 'auctions', 'picks', 'news'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_CHANNELS = ['push', 'email', 'inApp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const NOTICE_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type NoticeFrequency = (typeof NOTICE_FREQUENCIES)[number];

/** The grid's labels in the app and the control centre. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  matches: 'Matches',
  messages: 'Messages',
  likes: 'Likes',
  photoRequests: 'Photo requests',
  auctions: 'Auctions',
  picks: 'Picks',
  news: 'News',
};
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { push: 'Push', email: 'Email', inApp: 'In-app' };
export const NOTICE_FREQUENCY_LABELS: Record<NoticeFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};

const frequency = z.enum(NOTICE_FREQUENCIES, { error: 'must be instant, daily or off' });
const channels = z.strictObject({ push: frequency, email: frequency, inApp: frequency });
/** "HH:MM", 24-hour, Africa/Lagos. */
const lagosTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time HH:MM' });
const hour = z.number().int().min(0).max(23);

export const notificationPreferencesSchema = z.strictObject({
  kinds: z.strictObject({
    matches: channels,
    messages: channels,
    likes: channels,
    photoRequests: channels,
    auctions: channels,
    picks: channels,
    news: channels,
  }),
  /** Push waits for the digest between start and end (Africa/Lagos); null: no quiet hours. */
  quietHours: z
    .strictObject({ start: lagosTime, end: lagosTime })
    .refine((q) => q.start !== q.end, { error: 'start and end must differ' })
    .nullable(),
  /** The hour (Africa/Lagos) the daily digest goes out. */
  digestHour: hour,
  /** One reminder, a day after sign-up started, to finish it. */
  signupReminder: z.boolean(),
  /** "Your picks are ready" once a day at `picksHour` (Africa/Lagos). */
  picksReady: z.boolean(),
  picksHour: hour,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const everywhere = (push: NoticeFrequency, email: NoticeFrequency, inApp: NoticeFrequency) => ({ push, email, inApp });

/** A member who never changed anything gets these (decision 0166). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    matches: everywhere('instant', 'daily', 'instant'),
    messages: everywhere('instant', 'off', 'instant'),
    likes: everywhere('instant', 'daily', 'instant'),
    photoRequests: everywhere('instant', 'daily', 'instant'),
    auctions: everywhere('instant', 'off', 'instant'),
    picks: everywhere('instant', 'off', 'instant'),
    news: everywhere('daily', 'off', 'instant'),
  },
  quietHours: null,
  digestHour: 19,
  signupReminder: true,
  picksReady: true,
  picksHour: 9,
};

/** A browser's PushSubscription.toJSON(), as the service worker's page sends it. */
export const webPushSubscriptionSchema = z.strictObject({
  subscription: z.object({
    endpoint: z.url({ error: 'must be a URL' }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(16).max(200), auth: z.string().min(8).max(100) }),
  }),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionSchema>;
export const webPushRemovalSchema = z.strictObject({ endpoint: z.url({ error: 'must be a URL' }).max(1000) });

export const webPushKeySchema = z.object({ publicKey: z.string().nullable() });

/** The one-click unsubscribe link's token: `<member>.<kind>.<signature>`. */
export const unsubscribeTokenSchema = z.string().regex(/^[0-9a-f-]{36}\.[a-zA-Z]+\.[A-Za-z0-9_-]{43}$/);

export const NOTIFICATION_PREFERENCES_MESSAGES = {
  saved: 'Notification preferences saved',
  webPushSaved: 'This browser will get notifications',
  webPushRemoved: 'This browser will no longer get notifications',
  webPushEndpoint: 'This push service is not accepted',
  unsubscribed: (kind: string) => `You will no longer get ${kind.toLowerCase()} emails from us.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  digestTitle: 'Your daily summary',
  quietHeld: 'Held during quiet hours',
  signupReminderTitle: 'Finish signing up',
  signupReminderBody: 'You are a few steps away from meeting people on Blynd. Pick up where you left off.',
  picksReadyTitle: 'Your picks are ready',
  picksReadyBody: "Today's picks are waiting for you.",
} as const;

/** The control centre's member record: the member's preferences, what waits for their digest, their browsers. */
export const adminNotificationSummarySchema = z.object({
  preferences: notificationPreferencesSchema,
  heldForDigest: z.number().int(),
  webPushBrowsers: z.number().int(),
});
export type AdminNotificationSummary = z.infer<typeof adminNotificationSummarySchema>;
export const adminMemberParamsSchema = z.object({ id: z.uuid({ error: 'must be a member id' }) });
