import { memberPathParamsSchema } from '@blynd/shared';
import { AppError } from './app-error';

/** A member id in a path that is not a UUID is just a member the caller cannot see: 404, like a hidden one. */
export function memberIdOf(params: unknown, notFound: string): string {
  const parsed = memberPathParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', notFound);
  return parsed.data.memberId;
}
