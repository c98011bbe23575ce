import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../media/file-names';
import { getMediaFile } from './service';

const INLINE = /^(image\/|audio\/|video\/|application\/pdf|text\/plain)/;

// Media URLs are written by the server (MediaSigner.url), never by a client: no ApiPaths entry.
// The answer is the stored file itself, so no response schema.
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A wildcard: keys are `2026/<hex>.pdf` (before issue 27) or `2026/<hex>/<name>`, and a name's
  // percent-encoding may make it longer than the router's 200-character limit on a parameter.
  // Public in the bearer sense: the expiring signature in the URL is the credential.
  app.get(
    '/media/*',
    {
      config: { public: true },
      schema: {
        params: z.object({ '*': z.string() }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const found = await getMediaFile(app.deps, request.params['*'], exp, sig);
      const disposition = INLINE.test(found.contentType) ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', found.contentType)
          .header('content-length', String(found.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', contentDisposition(disposition, found.name))
          // Private: the URL is a credential, shared caches must not keep it.
          .header('cache-control', 'private, max-age=900')
          .send(found.body)
      );
    },
  );
}
