import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMediaFile } from './service';

const INLINE = /^(image\/|audio\/|video\/|application\/pdf|text\/plain)/;

// Media URLs are written by the server (MediaSigner.url), never by a client: no ApiPaths entry.
// The answer is the stored file itself, so no response schema.
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
      const { year, file } = request.params;
      const { exp, sig } = request.query;
      const found = await getMediaFile(app.deps, `${year}/${file}`, exp, sig);
      const disposition = INLINE.test(found.contentType) ? 'inline' : 'attachment';
      const encoded = encodeURIComponent(found.name);
      const ascii = found.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return (
        reply
          .header('content-type', found.contentType)
          .header('content-length', String(found.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`)
          // Private: the URL is a credential, shared caches must not keep it.
          .header('cache-control', 'private, max-age=900')
          .send(found.body)
      );
    },
  );
}
