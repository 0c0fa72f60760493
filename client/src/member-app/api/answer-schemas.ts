/**
 * The shared schemas the member app parses answers and live frames with, in a chunk of their own (with zod): loaded
 * by api/answer.ts in parallel with the first request, never with the member-app chunk (vite.config.ts keeps this
 * file out of that group). Importing them one by one from here, not `import('@blynd/shared')`, keeps the package's
 * other schemas (the control centre's) out of that chunk.
 */
export {
  biometricConsentTextSchema,
  blockListSchema,
  checkInResponseSchema,
  createdDateSchema,
  dateListSchema,
  blyndmojisResponseSchema,
  cataloguesResponseSchema,
  conversationListSchema,
  discoverCountResponseSchema,
  discoverPageSchema,
  discoverPicksSchema,
  feedResponseSchema,
  interestsResponseSchema,
  likeResponseSchema,
  likesReceivedSchema,
  liveFrameSchema,
  liveTicketSchema,
  livenessResultSchema,
  livenessSelfieResponseSchema,
  livenessSessionResponseSchema,
  matchListSchema,
  meResponseSchema,
  notificationPreferencesSchema,
  placesResponseSchema,
  memberPhotoListSchema,
  memberAuctionListSchema,
  memberAuctionSchema,
  messageListSchema,
  pastMatchListSchema,
  photoAppealResponseSchema,
  reportResponseSchema,
  sentMessageSchema,
  signupStatusSchema,
  startersResponseSchema,
  tokenBalanceSchema,
  tokenHistorySchema,
} from '@blynd/shared';
