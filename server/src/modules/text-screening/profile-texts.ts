import { CHAT_SAFETY_MESSAGES } from '@blynd/shared';
import { AppError } from '../../lib/app-error';
import { detectText } from './detect-text';
import type { Detection } from './text-screening.types';

/** The member's own texts on their profile: the bio and the prompt answers (decision 0150). */
export type ProfileTexts = { bio?: string | null; prompts?: { promptId: string; answer: string }[] | null };

export type ProfileDetections = { source: 'bio' | 'prompt'; detections: Detection[] }[];

/**
 * Screens the profile texts a member is writing (those not already stored as they are): every member who sees the
 * profile reads them, so contact details (a phone number, a handle, a link, "add me on WhatsApp") are refused with a
 * 400 and nothing is written; every other kind is allowed and returned, to be recorded for staff and the risk score.
 */
export function screenProfileTexts(next: ProfileTexts, stored: ProfileTexts): ProfileDetections {
  const written: { source: 'bio' | 'prompt'; text: string }[] = [];
  if (next.bio != null && next.bio !== stored.bio) written.push({ source: 'bio', text: next.bio });
  const before = new Set((stored.prompts ?? []).map((p) => `${p.promptId}\n${p.answer}`));
  for (const prompt of next.prompts ?? [])
    if (!before.has(`${prompt.promptId}\n${prompt.answer}`)) written.push({ source: 'prompt', text: prompt.answer });
  const found = written
    .map(({ source, text }) => ({ source, detections: detectText(text) }))
    .filter((entry) => entry.detections.length > 0);
  if (found.some((entry) => entry.detections.some((d) => d.kind === 'off-platform')))
    throw new AppError('BAD_REQUEST', CHAT_SAFETY_MESSAGES.contactInProfile);
  return found;
}
