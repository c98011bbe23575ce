import { z } from 'zod';
import { DateStringSchema, editVersion, pageOf, RecordVersionSchema } from './common';
import { isStrongPassword, STRONG_PASSWORD_HINT, UserTypeSchema } from './auth';
import { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS } from './person-documents';
import { TruckExpirySchema } from './fleet';
import { isPhoneNumber } from './logins';

export { isPhoneNumber } from './logins';
export { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS, type DispatcherDocument, type DriverDocument } from './person-documents';

export const DriverSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number_driver: z.string().nullable(),
  total_loads: z.number().int(),
  completed_loads: z.number().int(),
  truck_number: z.string().nullable(),
  driver_license: z.string().nullable(),
  vehicle_registration: z.string().nullable(),
  vehicle: z.string().nullable(),
  /** The driver's truck's dates on `as_of` (today unless the call asked another day); null without a truck. */
  truck_expiry: TruckExpirySchema.nullable(),
  location_branch: z.string().nullable(),
  address: z.string().nullable(),
  /** When an administrator deactivated the driver (ISO 8601); null while active. */
  deactivated_at: z.string().nullable(),
  /** What an edit sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type Driver = z.infer<typeof DriverSchema>;
/** users/drivers/ with page, page_size, search or ordering. */
export const DriverPageSchema = pageOf(DriverSchema);

export const DispatcherSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  location_branch: z.string().nullable(),
  username: z.string().nullable(),
  address: z.string().nullable(),
  id_card: z.string().nullable(),
  work_certification: z.string().nullable(),
  training_certification: z.string().nullable(),
  /** When an administrator deactivated the dispatcher (ISO 8601); null while active. */
  deactivated_at: z.string().nullable(),
  /** What an edit sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type Dispatcher = z.infer<typeof DispatcherSchema>;
export const DispatcherPageSchema = pageOf(DispatcherSchema);

export const PeopleQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(['name', '-name', 'email', '-email', 'id', '-id']).optional(),
  /** One person by login, case-insensitive and exact (a profile page opened from a pasted link). */
  email: z.string().trim().min(1).max(254).optional(),
  /** Drivers only: the day their trucks' `truck_expiry` is computed for (a load's pickup date); today by default. */
  as_of: DateStringSchema.optional(),
  /** `true`: active people only (the pickers that assign loads and trucks); otherwise deactivated ones are listed too, marked. */
  active: z.enum(['true', 'false'], { message: 'active must be true or false' }).optional(),
});

/**
 * A login as it is stored and looked up: a phone number without its spaces, dashes and
 * parentheses (`+1 555 010 2001` and `+15550102001` are one login); an e-mail as it is.
 */
export const normalizeLogin = (v: string) => {
  const login = v.trim();
  return isPhoneNumber(login) ? login.replace(/[\s()-]/g, '') : login;
};
export const isEmailAddress = (v: string) => z.email().safeParse(v).success;

export const RegisterRequestSchema = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().max(100).optional(),
    /** For drivers, the phone number they sign in with (the Add Driver form sends it as email). */
    email: z.string().trim().min(1, 'Email is required').max(254),
    password: z.string().max(1024).refine(isStrongPassword, STRONG_PASSWORD_HINT),
    user_type: z.enum(['dispatcher', 'driver'], { message: 'user_type must be dispatcher or driver' }),
  })
  .superRefine((v, ctx) => {
    if (v.user_type === 'dispatcher' && !isEmailAddress(v.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid email address' });
    } else if (v.user_type === 'driver' && !isPhoneNumber(v.email) && !isEmailAddress(v.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid phone number' });
    }
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export const RegisterResponseSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  user_type: UserTypeSchema,
});

/** PATCH dispatchers|drivers/{id}/upload-docs/: the signed path of the stored file, under the document type. */
export const UploadDocsResponseSchema = z.partialRecord(z.enum([...DRIVER_DOCUMENTS, ...DISPATCHER_DOCUMENTS]), z.string());

export const AdminProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: z.enum(['Male', 'Female']).nullable(),
  dob: z.string().nullable(),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  username: z.string().nullable(),
  /** The avatar: a signed media path, or null. */
  profile: z.string().nullable(),
  /** What an edit sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;
/** GET admin/ answers the profile as the only item of an array (the spec's client reads item 0). */
export const AdminProfileListSchema = z.array(AdminProfileSchema);

const optionalProfileText = (max: number) => z.string().trim().max(max).nullish();
export const UpdateAdminProfileSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  email: z.string().trim().email('Enter a valid email address').max(254).optional(),
  gender: z.union([z.enum(['Male', 'Female']), z.literal(''), z.null()]).optional(),
  dob: z.union([DateStringSchema, z.literal(''), z.null()]).optional(),
  address: optionalProfileText(300),
  phone_number: optionalProfileText(40),
  username: optionalProfileText(100),
  /** Required, and checked, when `email` changes: the sign-in address is not changed on an access token alone. */
  current_password: z.string().min(1, 'Current password is required').max(1024).optional(),
  /** The version the edit started from (issue 29); a new picture's form sends it as text. */
  version: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), RecordVersionSchema).optional(),
});

export const UpdatePasswordSchema = z
  .object({
    old_password: z.string().min(1, 'Current password is required').max(1024),
    new_password: z.string().min(8, 'Password must be at least 8 characters long').max(1024),
    confirm_password: z.string().max(1024),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: 'New passwords do not match', path: ['confirm_password'] });

export const CheckInEntrySchema = z.object({
  id: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string().nullable(),
});

/** A phone number field of a profile: empty (none), or 7 to 15 digits as people type them. */
const ProfilePhoneSchema = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || isPhoneNumber(v), 'Enter a valid phone number');
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * PUT drivers/{id}/ and dispatchers/{id}/: the person's details. Fields not sent stay; `''` or null
 * clears an optional one. A driver who signs in with their phone number signs in with the new one.
 */
export const UpdatePersonSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  phone_number: z.union([ProfilePhoneSchema, z.null()]).optional(),
  location_branch: optionalText(100),
  address: optionalText(300),
  ...editVersion,
});
export type UpdatePerson = z.infer<typeof UpdatePersonSchema>;

/** POST users/{id}/deactivate/ and reactivate/: who, and since when they are deactivated (null: active). */
export const PersonStatusSchema = z.object({
  id: z.number().int(),
  user_type: z.enum(['dispatcher', 'driver']),
  deactivated_at: z.string().nullable(),
});
export type PersonStatus = z.infer<typeof PersonStatusSchema>;

/** The spec's password-change mismatch (part 2 section 5). */
export const PASSWORDS_DIFFER = 'New passwords do not match';
/** POST users/{id}/set-password/: the spec's rule for a dispatcher's or driver's password, typed twice. */
export const SetPersonPasswordSchema = z
  .object({
    new_password: z.string().max(1024).refine(isStrongPassword, STRONG_PASSWORD_HINT),
    confirm_password: z.string().max(1024),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: PASSWORDS_DIFFER, path: ['confirm_password'] });
export type SetPersonPassword = z.infer<typeof SetPersonPasswordSchema>;

/** POST users/{id}/send-reset-code/: where the code went. */
export const SentResetCodeSchema = z.object({ message: z.string(), sent_to: z.string() });
export type SentResetCode = z.infer<typeof SentResetCodeSchema>;
