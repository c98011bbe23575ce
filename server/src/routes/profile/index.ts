import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminProfileListSchema,
  AdminProfileSchema,
  ApiPaths,
  apiRoute,
  MessageResponseSchema,
  UpdateAdminProfileSchema,
  UpdatePasswordSchema,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { UploadRules } from '../../media/sniff';
import { readMultipart } from '../../media/storage';
import { createProfileService, type ProfileForm, type ProfileUpdate } from './service';

/** A profile change: multipart (form fields and a new picture, checked as it streams in) or JSON (fields only). */
async function readProfileForm(request: FastifyRequest, body: ProfileUpdate | null | undefined): Promise<ProfileForm> {
  if (!request.isMultipart()) return { update: body ?? {} };
  const { fields, files } = await readMultipart(request, { avatar: UploadRules.image }, 'Invalid image type.');
  return { fields, avatar: files.avatar };
}

/** The administrator's own profile and password. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profile = createProfileService(app.deps);
  // A stolen access token must not buy unlimited guesses at the password: the sign-in's limit, per
  // account (not per address, which an attacker changes), counted in PostgreSQL across processes.
  const passwordLimit = {
    max: app.deps.config.loginRateLimit,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `admin-password:${request.session.id}`,
  };

  // The spec's client reads the profile as item 0 of an array.
  app.get(apiRoute(ApiPaths.admin), { schema: { response: { 200: AdminProfileListSchema } } }, async (request) => [
    await profile.getProfile(request.session.id),
  ]);

  // A new e-mail takes the current password, so its guesses are limited too; saves that send no
  // password are not counted (a multipart save is: its fields are read only in the handler).
  const emailLimit = {
    ...passwordLimit,
    allowList: (request: FastifyRequest) => !request.isMultipart() && !(request.body && typeof request.body === 'object' && 'current_password' in request.body),
  };
  app.put(
    apiRoute(ApiPaths.admin),
    { config: { rateLimit: emailLimit }, schema: { body: UpdateAdminProfileSchema.nullish(), response: { 200: AdminProfileSchema } } },
    async (request) => profile.updateProfile(request.session.id, await readProfileForm(request, request.body), request.session.familyId, actorOf(request)),
  );

  app.post(
    apiRoute(ApiPaths.adminUpdatePassword),
    { config: { rateLimit: passwordLimit }, schema: { body: UpdatePasswordSchema, response: { 200: MessageResponseSchema } } },
    async (request) => profile.changePassword(request.session.id, request.session.familyId, request.body, actorOf(request)),
  );
}
