import { z } from 'zod';
import {
  addNoteSchema,
  appealDecisionSchema,
  appealParamsSchema,
  appealSentSchema,
  appealsQuerySchema,
  appealsResponseSchema,
  assignItemSchema,
  escalationInputSchema,
  liftRestrictionSchema,
  memberAppealSchema,
  memberStandingSchema,
  moderationActionSchema,
  moderationDoneSchema,
  moderationItemDetailSchema,
  moderationItemParamsSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  recategoriseItemSchema,
  restrictionParamsSchema,
  signInStandingSchema,
  tokenAppealSchema,
} from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
import { errorResponses, jsonBody, jsonResponse, memberErrorResponses, type DocsRegistry } from '../../lib/openapi';

const omitAdminId = <T extends z.ZodObject>(schema: T) => schema.omit({ adminId: true } as never);
const done = moderationDoneSchema.extend({ itemId: z.string().optional() });

export function registerModerationDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/moderation/queue',
    area: 'moderation',
    summary: 'The moderation queue: reports, detections, verification holds and risk alerts as one list',
    description:
      'Open items by priority (csae first) then age, the oldest first; closed ones newest first. Each carries its due time (the SLA of its priority, decision 0152) and whether it is overdue. At most 200 items; `total` counts all that match.',
    query: omitAdminId(moderationQueueQuerySchema),
    response: moderationQueueResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/moderation/items/{id}',
    area: 'moderation',
    summary: "One item with its evidence, the member's risk score and restrictions, notes, actions and escalations",
    description:
      "A detection shows the rules that fired, never the words (a message report's words are read through its audited excerpt). Reading an item with a preserved copy (CSAE, underage) is audit-logged. Verification holds are decided on the Verification screen (`item.link`).",
    params: moderationItemParamsSchema,
    response: moderationItemDetailSchema,
    errors: [400, 404],
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v1/admin/moderation/items/{id}/preserved-photo',
    tags: ['Admin'],
    summary: 'The photo preserved with a CSAE or underage item (kept apart from the account); audited',
    security: [{ adminToken: [] }],
    request: { params: moderationItemParamsSchema },
    responses: {
      200: { description: 'The JPEG', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/items/{id}/assign',
    area: 'moderation',
    summary: 'Assign an item: to `staffId`, to the caller when it is left out, to nobody when it is null',
    params: moderationItemParamsSchema,
    body: omitAdminId(assignItemSchema),
    response: moderationDoneSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/items/{id}/notes',
    area: 'moderation',
    summary: 'Add a staff note to an item',
    params: moderationItemParamsSchema,
    body: omitAdminId(addNoteSchema),
    response: moderationDoneSchema,
    status: 201,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/moderation/items/{id}',
    area: 'moderation',
    summary: 'Mark an item as child sexual abuse and exploitation: it goes to the top and its evidence is preserved',
    params: moderationItemParamsSchema,
    body: omitAdminId(recategoriseItemSchema),
    response: moderationDoneSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/items/{id}/actions',
    area: 'moderation',
    summary: 'Act on an open item once: warn, remove the content, suspend N days, ban, or dismiss',
    description:
      'Suspend and ban need Admin or Super Admin (403 for Support). The member is told (with `reason`) and may appeal once; for a report, the reporter is told that action was taken (not which). A suspension or ban blocks the account (sessions, visibility and chat refuse it); a ban follows the phone. A verification hold (`photo-hold`, `chat-photo-hold`, `face-review`) never stays held once its item closes: `dismiss` approves it as the Verification screen does (the photo shown, a chat photo delivered to the other member, the age review passed; the audit entry and notice of that approval) and needs Admin or Super Admin (403 for Support); any other action rejects or removes it as that screen does, in the same transaction. A hold already decided on the Verification screen stays as decided. 409 once the item was acted on (of two staff at once, one acts), when its account was deleted (only dismiss then) or when it has no content to remove.',
    params: moderationItemParamsSchema,
    body: moderationActionSchema,
    response: done,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/items/{id}/escalations',
    area: 'moderationEnforce',
    summary: 'Record the escalation of a case to an agency (`agency`, `reference`, `at`); its evidence is preserved',
    params: moderationItemParamsSchema,
    body: omitAdminId(escalationInputSchema),
    response: moderationDoneSchema,
    status: 201,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/restrictions/{id}/lift',
    area: 'moderation',
    summary: 'Lift a restriction: an automatic limit (any moderator), a suspension or ban (Admin and up)',
    description: 'Audited and told to the member; 409 when it was already lifted.',
    params: restrictionParamsSchema,
    body: omitAdminId(liftRestrictionSchema),
    response: moderationDoneSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/moderation/appeals',
    area: 'moderation',
    summary: "Members' appeals, pending by default",
    query: omitAdminId(appealsQuerySchema),
    response: appealsResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/moderation/appeals/{id}/decision',
    area: 'moderationEnforce',
    summary: 'Decide an appeal once: uphold, or overturn (what the decision put in place is lifted)',
    params: appealParamsSchema,
    body: omitAdminId(appealDecisionSchema),
    response: moderationDoneSchema,
    errors: [400, 404, 409],
  });
}

const APP = '/api/v1/app';
const tags = ['Member app: moderation'];

export function registerMemberStandingDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/standing`,
    tags,
    security: [{ memberToken: [] }],
    summary: 'What moderators decided about the member, with the reasons, and whether each can still be appealed',
    responses: { 200: jsonResponse('The standing', memberStandingSchema), ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/appeals`,
    tags,
    security: [{ memberToken: [] }],
    summary: 'Appeal a decision once (409 the second time)',
    request: jsonBody(memberAppealSchema),
    responses: {
      201: jsonResponse('Sent', appealSentSchema),
      ...memberErrorResponses(400, 401, 403, 404, 409, 415, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/appeals`,
    tags,
    security: [],
    summary: 'Appeal a suspension or ban with the token the sign-in refusal carried (no session)',
    description: `The sign-in refusal (403) of a suspended or banned account carries \`standing\`: ${Object.keys(signInStandingSchema.shape).join(', ')}. 10 tries per address in 10 minutes.`,
    request: jsonBody(tokenAppealSchema),
    responses: {
      201: jsonResponse('Sent', appealSentSchema),
      ...errorResponses(400, 401, 404, 409, 415, 426, 429),
    },
  });
}
