import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auctionImageKey, createDiskPhotoStorage, photoKey, photoKeys } from '../photo-storage';
import { createS3PhotoStorage } from '../s3-photo-storage';

/** A local stand-in of the S3 REST API, path-style: PUT, GET and DELETE of /<bucket>/<key>. */
function s3StandIn() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; path: string; signed: boolean }[] = [];
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((done) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(Buffer.concat(chunks)));
    });
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    requests.push({
      method: req.method!,
      path,
      signed: /^AWS4-HMAC-SHA256 Credential=test-key\//.test(req.headers.authorization ?? ''),
    });
    if (req.method === 'PUT') {
      const data = await body(req);
      objects.set(path, { body: data, type: String(req.headers['content-type']) });
      res.writeHead(200, { ETag: '"etag"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
        return;
      }
      res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length }).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, requests };
}

describe('Photo storage', () => {
  it('When keys are made, then they hold only the random storage id and the size, and nothing else passes', () => {
    expect(photoKey('AbC_123-xyz789', 'full')).toBe('photos/AbC_123-xyz789/full.jpg');
    expect(photoKeys('AbC_123-xyz789')).toEqual(['photos/AbC_123-xyz789/full.jpg', 'photos/AbC_123-xyz789/thumb.jpg']);
    expect(() => photoKey('../../etc/passwd', 'full')).toThrow();
    expect(() => photoKey('short', 'full')).toThrow();
  });

  it('When an auction image key is made, then it is auctions/<name>.webp, only for a plain name, and stored on disk under it', async () => {
    expect(auctionImageKey('Ab_c-12')).toBe('auctions/Ab_c-12.webp');
    for (const bad of ['../x', 'a.b', 'a/b', '', 'x'.repeat(101)]) expect(() => auctionImageKey(bad)).toThrow();
    const dir = mkdtempSync(join(tmpdir(), 'blynd-auctions-'));
    const storage = createDiskPhotoStorage(dir);
    await storage.put(auctionImageKey('prize-1'), Buffer.from('webp'), 'image/webp');
    expect(readdirSync(join(dir, 'auctions'))).toEqual(['prize-1.webp']);
    expect((await storage.get('auctions/prize-1.webp'))?.toString()).toBe('webp');
    expect(await storage.get('auctions/../photos/x.webp')).toBeUndefined();
    await expect(storage.put('auctions/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });

  it('When a photo is removed from disk, then its files and its folder are gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blynd-photos-'));
    const storage = createDiskPhotoStorage(dir);
    await storage.put(photoKey('storage-id-1234', 'full'), Buffer.from('full'), 'image/jpeg');
    await storage.put(photoKey('storage-id-1234', 'thumb'), Buffer.from('thumb'), 'image/jpeg');
    expect((await storage.get(photoKey('storage-id-1234', 'thumb')))?.toString()).toBe('thumb');
    await storage.remove(photoKeys('storage-id-1234'));
    expect(await storage.get(photoKey('storage-id-1234', 'full'))).toBeUndefined();
    expect(readdirSync(join(dir, 'photos'))).toEqual([]);
  });

  it('When S3 storage is configured, then files go to the bucket under the same keys, signed, and a missing object reads as absent', async () => {
    const standIn = s3StandIn();
    await new Promise<void>((done) => standIn.server.listen(0, '127.0.0.1', done));
    const port = (standIn.server.address() as { port: number }).port;
    try {
      const storage = createS3PhotoStorage({
        bucket: 'blynd-photos',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
      });
      const key = photoKey('s3-storage-id-1', 'full');
      await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
      expect(standIn.objects.get(`/blynd-photos/${key}`)).toEqual({
        body: Buffer.from('jpeg bytes'),
        type: 'image/jpeg',
      });
      expect((await storage.get(key))?.toString()).toBe('jpeg bytes');
      await storage.remove(photoKeys('s3-storage-id-1'));
      expect(standIn.objects.size).toBe(0);
      expect(await storage.get(key)).toBeUndefined();
      expect(standIn.requests.every((r) => r.signed)).toBe(true);
      expect(standIn.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'DELETE', 'GET']);
    } finally {
      standIn.server.close();
    }
  });
});
