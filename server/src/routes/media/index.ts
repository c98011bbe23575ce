import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mediaFiles } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { isMediaKey, nameForKind } from '../../media/storage';

const INLINE = /^(image\/|audio\/|video\/|application\/pdf|text\/plain)/;

export async function mediaRoutes(app: FastifyInstance) {
  // Public in the bearer sense: the expiring signature in the URL is the credential.
  app.get(
    '/media/:year/:file',
    {
      config: { public: true },
      schema: {
        params: z.object({ year: z.string(), file: z.string() }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { year, file } = request.params as { year: string; file: string };
      const { exp, sig } = request.query as { exp?: string; sig?: string };
      const key = `${year}/${file}`;
      if (!isMediaKey(key)) throw notFound();
      if (!app.deps.media.verify(key, exp, sig)) throw forbidden('This link has expired or is not valid.');
      const [row] = await app.deps.db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
      const filePath = path.join(app.deps.mediaDir, key);
      if (!row || !fs.existsSync(filePath)) throw notFound();
      const disposition = INLINE.test(row.contentType) ? 'inline' : 'attachment';
      // The key's extension is the detected kind's: the offered name ends in it too, whatever the uploader called the file.
      const name = nameForKind(row.originalName, path.extname(key).slice(1));
      const encoded = encodeURIComponent(name);
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return (
        reply
          .header('content-type', row.contentType)
          .header('content-length', String(row.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`)
          // Private: the URL is a credential, shared caches must not keep it.
          .header('cache-control', 'private, max-age=900')
          .send(fs.createReadStream(filePath))
      );
    },
  );
}
