import type { UpdateAdminProfileSchema, UpdatePasswordSchema } from '@haulboard/shared/contracts';

// The Profile forms' schemas, loaded at a form's first validation (a field left, or a submit):
// the contracts entry brings zod whole (90 KiB gzip), which the screen's first load does not need.
export const profileSchema = (): Promise<typeof UpdateAdminProfileSchema> => import('@haulboard/shared/contracts').then((m) => m.UpdateAdminProfileSchema);
export const passwordSchema = (): Promise<typeof UpdatePasswordSchema> => import('@haulboard/shared/contracts').then((m) => m.UpdatePasswordSchema);
/** The new e-mail and the current password, both required: the profile schema's own rules. */
export const emailSchema = () =>
  import('@haulboard/shared/contracts').then((m) => m.UpdateAdminProfileSchema.pick({ email: true, current_password: true }).required());
