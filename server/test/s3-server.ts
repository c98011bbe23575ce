import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export type TestS3 = { config: S3Config; url: string; close: () => Promise<void> };

/**
 * An S3-compatible server over HTTP for the tests (s3rver, from the npm registry: no MinIO binary
 * can be installed here). It speaks the S3 REST API the AWS SDK calls (path-style PUT, GET, HEAD,
 * DELETE, bucket HEAD), keeping objects as files in `directory`. What it does not check that a
 * real store would: signatures (any secret is accepted), checksums, permissions and bucket policies,
 * and it has no consistency or rate limits; server/README.md, "Object storage", says so too.
 */
export async function startS3(bucket = 'haulboard-media', prefix = 'test/'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config: { bucket, prefix, endpoint, region: 'us-east-1', forcePathStyle: true, credentials },
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}/${prefix}`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
