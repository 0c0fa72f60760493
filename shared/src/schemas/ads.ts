import { z } from 'zod';
import { AD_SLOT_KEYS, AD_SLOT_LABELS } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { booleanQuery, isoDate, naira, pagedList, pageField } from './admin-api';
import { emailField, requiredText, safeUrlField } from './common';

// ---------------------------------------------------------------------------------------------
// Ad slots (public): GET /ads, POST /reserve-spot
// ---------------------------------------------------------------------------------------------

export const AD_SLOT_NAMES = Object.values(AD_SLOT_LABELS) as [string, ...string[]];

export const spotReservationSchema = z.object({
  email: emailField(),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  phone: requiredText(MESSAGES.fillAllFields, 30),
  company: requiredText(MESSAGES.fillAllFields, 200),
  slot: requiredText(MESSAGES.fillAllFields, 40).pipe(
    z.enum(AD_SLOT_NAMES, { error: `Choose one of the slots: ${AD_SLOT_NAMES.join(', ')}` }),
  ),
});
export type SpotReservationInput = z.infer<typeof spotReservationSchema>;

export const adSlotSchema = z.object({
  amount: z.number().int().nonnegative(),
  available: z.boolean(),
  imgUrl: z.string(),
  link: z.string(),
  visits: z.number().int().nonnegative(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;

export const adSlotSetSchema = z.object({
  _id: z.string(),
  active: z.boolean(),
  mediaBuyer: z.string(),
  filterSlot: adSlotSchema,
  friendRequestSlot: adSlotSchema,
  chatSlot: adSlotSchema,
});
export type AdSlotSet = z.infer<typeof adSlotSetSchema>;

// ---------------------------------------------------------------------------------------------
// Ads: GET/PATCH /ads, PATCH /ads/slots/{slotKey}, GET /ads/reservations, PATCH /ads/reservations/{reservationId}
// ---------------------------------------------------------------------------------------------

export const adSlotSetResponseSchema = z.object({ adSlotSet: adSlotSetSchema });
export const adSlotSetActionResponseSchema = z.object({ message: z.string(), adSlotSet: adSlotSetSchema });
export type AdSlotSetActionResponse = z.infer<typeof adSlotSetActionResponseSchema>;

export const updateAdSlotSetSchema = z
  .object({ active: z.boolean().optional(), mediaBuyer: z.string().trim().max(120).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateAdSlotSetInput = z.infer<typeof updateAdSlotSetSchema>;

export const adSlotKeyParamsSchema = z.object({
  slotKey: z.enum(AD_SLOT_KEYS, { error: `Slot must be one of ${AD_SLOT_KEYS.join(', ')}` }),
});

/** `available: true` means an ad is live (the site shows Unavailable). `resetVisits` sets visits to 0. */
export const updateAdSlotSchema = z
  .object({
    available: z.boolean().optional(),
    imgUrl: safeUrlField('Image URL').optional(),
    link: safeUrlField('Link').optional(),
    amount: naira('Amount').optional(),
    resetVisits: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateAdSlotInput = z.infer<typeof updateAdSlotSchema>;

export const adReservationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  phone: z.string(),
  company: z.string(),
  slot: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type AdReservation = z.infer<typeof adReservationSchema>;

export const reservationListQuerySchema = z.object({
  page: pageField.optional().default(1),
  handled: booleanQuery.optional(),
});
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
export const reservationListResponseSchema = z.object({
  reservations: z.array(adReservationSchema),
  unhandledCount: z.number().int(),
  ...pagedList,
});
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;

export const reservationParamsSchema = z.object({ reservationId: z.string().uuid({ error: 'Reservation not found' }) });
export const updateReservationSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });
export type UpdateReservationInput = z.infer<typeof updateReservationSchema>;
export const reservationActionResponseSchema = z.object({ message: z.string(), reservation: adReservationSchema });
export type ReservationActionResponse = z.infer<typeof reservationActionResponseSchema>;
