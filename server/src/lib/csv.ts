import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform as CsvTransform } from '@json2csv/node';

export type CsvValue = string | number | boolean | null | undefined;
export type CsvColumn<Row> = { label: string; value: (row: Row) => CsvValue };

/** Cells a spreadsheet would read as a formula (DESIGN §5). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet would run as a formula gets a leading apostrophe; other values pass. */
export const formulaSafe = (value: CsvValue): CsvValue => (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value);

/**
 * Writes rows as CSV to `out`, pulling one batch at a time from `batches` so memory stays constant
 * whatever the table size: the next batch is only read once the previous one has been written.
 */
export async function streamCsv<Row>(out: Writable, columns: CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Promise<void> {
  const labels = columns.map((column) => column.label);
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) {
        yield Object.fromEntries(columns.map((column) => [column.label, formulaSafe(column.value(row)) ?? '']));
      }
    }
  }
  const toCsv = new CsvTransform({ fields: labels, eol: '\r\n' }, {}, { objectMode: true });
  await pipeline(Readable.from(records()), toCsv, out);
}
