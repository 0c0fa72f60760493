/** The least a zod issue needs for the rule: its code (`invalid_type`, `too_small`, `custom`, …). */
type IssueLike = { code: string };

/** A field left out or left empty: zod reports it as the wrong type (undefined) or too short (''). */
export const isMissingIssue = (issue: IssueLike) => issue.code === 'invalid_type' || issue.code === 'too_small';

/**
 * The one problem a form or a request reports when it has several: a missing field outranks a
 * malformed one, so an empty form reads 'Please fill all fields' (or 'Please fill in all details')
 * even when another field's format is also wrong. Otherwise the first issue, in the schema's field
 * order. The server's validate middleware and the client's forms both pick their message here.
 */
export function headlineIssue<I extends IssueLike>(issues: readonly I[]): I | undefined {
  return issues.find(isMissingIssue) ?? issues[0];
}
