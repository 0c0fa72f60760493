import type { AppContext } from '../../context';
import type { Detection, DetectionKind } from './text-screening.types';
import { insertTextDetections, type DetectionPlace } from './text-detections.repository';

/**
 * How much one detection counts toward its author's risk score (decision 0150): `weight` as a rule, `early` when it
 * came in a pair's first five messages or from an account younger than 7 days or not verified. Only a money request
 * and a move off the app count more early: that is when a scammer asks.
 */
export const DETECTION_WEIGHTS: Record<DetectionKind, { weight: number; early: number }> = {
  'money-request': { weight: 1, early: 2 },
  'off-platform': { weight: 0.5, early: 1.5 },
  'bank-details': { weight: 1, early: 1 },
  investment: { weight: 1, early: 1 },
  'travel-lure': { weight: 1, early: 1 },
  sexual: { weight: 0.5, early: 0.5 },
  harassment: { weight: 1, early: 1 },
};

/** The kind a recipient is warned of when a text carries several: the first in DETECTION_KINDS order. */
export const safetyKindOf = (detections: Detection[]): DetectionKind | null => detections[0]?.kind ?? null;

/**
 * Records what the detectors found in a member's text, for staff and the risk score. A failure is logged and not
 * thrown: the text itself is already stored (a message keeps its safety kind on its row), and its author must not get
 * an error for a write that was theirs.
 */
export async function recordTextDetections(
  ctx: Pick<AppContext, 'db' | 'logger'>,
  memberId: string,
  place: DetectionPlace,
  detections: Detection[],
  now: Date,
): Promise<void> {
  const rows = detections.map((d) => ({
    kind: d.kind,
    rules: d.rules,
    weight: DETECTION_WEIGHTS[d.kind].weight,
    earlyWeight: DETECTION_WEIGHTS[d.kind].early,
  }));
  try {
    await insertTextDetections(ctx.db, memberId, place, rows, now);
  } catch (error) {
    ctx.logger.error({ err: error, source: place.source }, 'text detections not recorded');
  }
}
