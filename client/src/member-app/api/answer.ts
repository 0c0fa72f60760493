import type { z } from 'zod';
import { memberApi, type MemberRequest } from './member-fetch';

export type AnswerSchemas = typeof import('./answer-schemas');

let loaded: AnswerSchemas | undefined;
let loading: Promise<AnswerSchemas> | undefined;

/** The schemas' chunk, fetched once (api/answer-schemas.ts). */
export function loadAnswerSchemas(): Promise<AnswerSchemas> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./answer-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A member-API answer parsed with its shared zod schema (docs/decisions/0133-member-app-features.md). The schemas are
 * loaded lazily, at the same time as the request: they and zod come in a chunk of their own after the first paint,
 * not with the member-app chunk that hydrates it (decision 0105), and once loaded cost no wait.
 */
export async function parsedAnswer<S extends z.ZodType>(
  schema: (schemas: AnswerSchemas) => S,
  path: string,
  options?: MemberRequest,
): Promise<z.output<S>> {
  const [body, schemas] = await Promise.all([memberApi(path, options), loadAnswerSchemas()]);
  return schema(schemas).parse(body);
}

/** A member-API call whose answer the app does not read (204, or a confirmation it shows no part of). */
export const memberCall = (path: string, options?: MemberRequest): Promise<void> =>
  memberApi(path, options).then(() => undefined);
