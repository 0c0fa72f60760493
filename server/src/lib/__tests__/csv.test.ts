import { Writable } from 'node:stream';
import { streamCsv } from '../csv';

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
  it('When lines are streamed, then the header is quoted and each line follows a CRLF, with none after the last', async () => {
    const out = new Collect();
    await streamCsv(out, ['name', 'say "hi"'], batchesOf(['"Ada",1', '"Bo",2', '"Cy",3'], 2));
    expect(out.text).toBe('"name","say ""hi"""\r\n"Ada",1\r\n"Bo",2\r\n"Cy",3');
  });

  it('When a batch is larger than one written chunk, then the text is the same as the lines joined', async () => {
    const lines = Array.from({ length: 1234 }, (_, i) => `"member ${i}",${i}`);
    const out = new Collect();
    await streamCsv(out, ['name', 'n'], batchesOf(lines, 1000));
    expect(out.text).toBe(['"name","n"', ...lines].join('\r\n'));
  });

  it('When the table is empty, then only the header row is written', async () => {
    const out = new Collect();
    await streamCsv(out, ['name', 'n'], batchesOf([], 10));
    expect(out.text).toBe('"name","n"');
  });

  it('When the writer is slow, then batches are pulled only as fast as they are written (constant memory)', async () => {
    let pulled = 0;
    let maxAhead = 0;
    const batchSize = 100;
    async function* slowSource() {
      for (let i = 0; i < 200; i++) {
        pulled += batchSize;
        maxAhead = Math.max(maxAhead, pulled - out.lines);
        yield Array.from({ length: batchSize }, (_, j) => `"member ${i}-${j}",${j}`);
      }
    }
    const out = new Collect(false);
    await streamCsv(out, ['name', 'n'], slowSource());
    // One line break per data row.
    expect(out.lines).toBe(20_000);
    // Never more than a few batches ahead of the writer, whatever the total.
    expect(maxAhead).toBeLessThan(10 * batchSize);
  });
});
