import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const CSV_EOL = '\r\n';

/** Every label quoted, inner quotes doubled. */
const csvHeader = (labels: readonly string[]) => labels.map((label) => `"${label.replaceAll('"', '""')}"`).join(',');

/**
 * Lines per chunk written. A chunk stays well under V8's large-object size (128 KB), so it dies young;
 * batch-sized strings would pile up in the old generation until a full GC and swell the process.
 */
const LINES_PER_CHUNK = 200;

/**
 * Writes the header, then ready-made CSV lines, to `out`: each line after a CRLF, none after the last.
 * Batches are pulled only as fast as `out` takes them, so memory stays constant whatever the table size.
 */
export async function streamCsv(
  out: Writable,
  labels: readonly string[],
  batches: AsyncIterable<string[]>,
): Promise<void> {
  async function* chunks() {
    yield csvHeader(labels);
    for await (const lines of batches) {
      for (let i = 0; i < lines.length; i += LINES_PER_CHUNK)
        yield CSV_EOL + lines.slice(i, i + LINES_PER_CHUNK).join(CSV_EOL);
    }
  }
  await pipeline(Readable.from(chunks(), { highWaterMark: 1 }), out);
}
