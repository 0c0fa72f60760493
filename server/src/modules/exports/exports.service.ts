import type { Writable } from 'node:stream';
import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import type { AppContext } from '../../context';
import { streamCsv } from '../../lib/csv';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { authenticationCsvLines, EXPORT_BATCH_SIZE, memberCsvLines } from './exports.repository';

/** The export is audited before the first byte goes out, so an aborted download is still on record. */
export async function exportUsersCsv(ctx: AppContext, out: Writable, actor: Actor) {
  await recordAudit(ctx.db, actor, { action: 'export.users', targetType: 'members' });
  await streamCsv(out, USERS_CSV_COLUMNS, memberCsvLines(ctx.db, EXPORT_BATCH_SIZE[ctx.database.kind], ctx.now()));
}

export async function exportAuthenticationsCsv(ctx: AppContext, out: Writable, actor: Actor) {
  await recordAudit(ctx.db, actor, { action: 'export.authentications', targetType: 'signup_authentications' });
  await streamCsv(
    out,
    AUTHENTICATIONS_CSV_COLUMNS,
    authenticationCsvLines(ctx.db, EXPORT_BATCH_SIZE[ctx.database.kind]),
  );
}
