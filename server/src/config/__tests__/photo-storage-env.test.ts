import { loadConfig } from '../env';

describe('Photo storage configuration', () => {
  it('When nothing is set, then photos go to local disk', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).photoStorage.kind).toBe('disk');
  });

  it('When S3 is chosen without a bucket, then the start is refused naming S3_BUCKET', () => {
    expect(() => loadConfig({ PGLITE_DIR: 'memory://', PHOTO_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: is required with PHOTO_STORAGE=s3/,
    );
    expect(() => loadConfig({ PGLITE_DIR: 'memory://', PHOTO_STORAGE: 'ftp' })).toThrow(
      /PHOTO_STORAGE: must be disk or s3/,
    );
  });

  it('When S3-compatible storage is configured, then its endpoint, bucket and path style are read', () => {
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      PHOTO_STORAGE: 's3',
      S3_BUCKET: 'blynd-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.photoStorage).toMatchObject({
      kind: 's3',
      bucket: 'blynd-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });
});
