import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { formulaSafe, streamCsv, type CsvColumn } from '../csv';

type Row = { name: string; n: number; ok: boolean; note: string | null };
const columns: CsvColumn<Row>[] = [
  { label: 'name', value: (r) => r.name },
  { label: 'n', value: (r) => r.n },
  { label: 'ok', value: (r) => r.ok },
  { label: 'note', value: (r) => r.note },
];

class Collect extends Writable {
  text = '';
  lines = 0;
  constructor(private readonly keep = true) {
    super({ highWaterMark: 64 });
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) {
    const text = chunk.toString('utf8');
    if (this.keep) this.text += text;
    this.lines += text.split('\n').length - 1;
    setImmediate(done);
  }
}

async function* batchesOf<T>(rows: T[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('lib/csv', () => {
  it.each(['=cmd()', '+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR'])('When a cell starts like a formula (%j), then it is prefixed with an apostrophe', (value) => {
    expect(formulaSafe(value)).toBe(`'${value}`);
  });

  it('When a cell is plain text, a number or a boolean, then it is left alone', () => {
    expect(formulaSafe('Ada = Okafor')).toBe('Ada = Okafor');
    expect(formulaSafe(-5)).toBe(-5);
    expect(formulaSafe(true)).toBe(true);
  });

  it('When rows are streamed, then the CSV parses back to the same rows with formulas neutralised', async () => {
    const rows: Row[] = [
      { name: '=HYPERLINK("http://evil")', n: 1, ok: true, note: null },
      { name: 'Ada, "the" Okafor', n: 2, ok: false, note: 'line\nbreak' },
      { name: '@admin', n: 3, ok: true, note: '-x' },
    ];
    const out = new Collect();
    await streamCsv(out, columns, batchesOf(rows, 2));
    const parsed = parse(out.text, { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual([
      { name: `'=HYPERLINK("http://evil")`, n: '1', ok: 'true', note: '' },
      { name: 'Ada, "the" Okafor', n: '2', ok: 'false', note: 'line\nbreak' },
      { name: "'@admin", n: '3', ok: 'true', note: "'-x" },
    ]);
  });

  it('When the table is empty, then only the header row is written', async () => {
    const out = new Collect();
    await streamCsv(out, columns, batchesOf([], 10));
    expect(parse(out.text)).toEqual([['name', 'n', 'ok', 'note']]);
  });

  it('When the writer is slow, then batches are pulled only as fast as they are written (constant memory)', async () => {
    let pulled = 0;
    let written = 0;
    let maxAhead = 0;
    const batchSize = 100;
    async function* slowSource() {
      for (let i = 0; i < 200; i++) {
        written = out.lines;
        pulled += batchSize;
        maxAhead = Math.max(maxAhead, pulled - written);
        yield Array.from({ length: batchSize }, (_, j) => ({ name: `member ${i}-${j}`, n: j, ok: true, note: null }));
      }
    }
    const out = new Collect(false);
    await streamCsv(out, columns, slowSource());
    // No trailing line break: one separator per data row.
    expect(out.lines).toBe(20_000);
    // Never more than a few batches ahead of the writer, whatever the total.
    expect(maxAhead).toBeLessThan(10 * batchSize);
  });
});
