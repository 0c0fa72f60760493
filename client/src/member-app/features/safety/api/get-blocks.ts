import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.blockListSchema;

export const getBlocks = () => parsedAnswer(schema, '/blocks');

export const blocksQueryOptions = () => queryOptions({ queryKey: memberKeys.blocks, queryFn: getBlocks });

/** The members this member blocked (settings). */
export const useBlocks = () => useQuery(blocksQueryOptions());
