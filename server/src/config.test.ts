import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080, ./data and demo data with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demo).toBe(true);
  });
  it('turns demo data off by default for an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db/haulboard' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db/haulboard', HAULBOARD_DEMO: '1' }).demo).toBe(true);
  });
  it('refuses a bad port or time zone with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ HAULBOARD_TIMEZONE: 'Mars/Olympus' })).toThrow(/HAULBOARD_TIMEZONE/);
    expect(loadConfig({ HAULBOARD_TIMEZONE: 'America/Chicago' }).timezone).toBe('America/Chicago');
  });
  it('trusts as many X-Forwarded-For hops as proxies are named, never every hop (a client could choose its address)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ HAULBOARD_TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ HAULBOARD_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ HAULBOARD_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ HAULBOARD_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ HAULBOARD_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => loadConfig({ HAULBOARD_TRUST_PROXY: 'the balancer' })).toThrow(/HAULBOARD_TRUST_PROXY/);
  });
  it('keeps files in the data folder unless a bucket is configured', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });
  it('reads HAULBOARD_S3_URL for AWS (s3://) and for any other store (https:// with keys, path-style)', () => {
    expect(loadConfig({ HAULBOARD_S3_URL: 's3://acme-media/haulboard', AWS_REGION: 'us-west-2' }).s3).toEqual({
      bucket: 'acme-media',
      prefix: 'haulboard/',
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ HAULBOARD_S3_URL: 'https://KEY:se%2Fcret@acct.r2.cloudflarestorage.com/media?region=auto' }).s3).toEqual({
      bucket: 'media',
      prefix: '',
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'se/cret' },
    });
  });
  it('reads the separate bucket, endpoint, region and prefix variables, leaving the keys to the SDK', () => {
    expect(
      loadConfig({ HAULBOARD_S3_BUCKET: 'media', HAULBOARD_S3_ENDPOINT: 'http://minio:9000', HAULBOARD_S3_REGION: 'eu-1', HAULBOARD_S3_PREFIX: '/prod/' }).s3,
    ).toEqual({ bucket: 'media', prefix: 'prod/', endpoint: 'http://minio:9000', region: 'eu-1', forcePathStyle: true, credentials: undefined });
  });
  it('refuses an S3 URL without a bucket or with another scheme, naming the setting', () => {
    expect(() => loadConfig({ HAULBOARD_S3_URL: 'https://minio:9000/' })).toThrow(/HAULBOARD_S3_URL/);
    expect(() => loadConfig({ HAULBOARD_S3_URL: 'ftp://minio/media' })).toThrow(/HAULBOARD_S3_URL/);
    expect(() => loadConfig({ HAULBOARD_S3_URL: 'not a url' })).toThrow(/HAULBOARD_S3_URL/);
  });
});
