import { openBenchDatabase } from '../lib/database';
import { pickMemberSubjects } from '../lib/member-subjects';
import { writeSeededPhotoFiles } from '../lib/member-photo-files';
(async () => {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/blynd_bench' }); await c.connect();
  const db = { kind: 'postgres', serverEnv: {}, exec: async (s: string) => void (await c.query(s)), query: async (s: string) => (await c.query(s)).rows, version: async () => '', close: async () => c.end() } as any;
  let t = Date.now();
  const s = await pickMemberSubjects(db, 65);
  console.log('subjects', Date.now() - t, Object.fromEntries(Object.entries(s).map(([k, v]) => [k, (v as unknown[]).length])));
  t = Date.now();
  await writeSeededPhotoFiles('/tmp/bench-media-test');
  console.log('photos', Date.now() - t);
  await c.end();
})();
