import { z } from 'zod';

export const UserTypeSchema = z.enum(['admin', 'dispatcher', 'driver']);
export type UserType = z.infer<typeof UserTypeSchema>;
export const UserType = { admin: 'admin', dispatcher: 'dispatcher', driver: 'driver' } as const;

/** The login identifier: an e-mail, or the phone number a driver was registered with. */
const LoginIdSchema = z.string().trim().min(1, 'Email is required').max(254);

export const LoginRequestSchema = z.object({
  email: LoginIdSchema,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_type: UserTypeSchema,
});
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const LoginResponseSchema = TokenPairSchema;

export const RefreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });
export const LogoutRequestSchema = RefreshRequestSchema;

export const RequestResetSchema = z.object({ email: z.string().trim().min(1, 'Email is required').max(254) });
/** `email` is optional: the spec's client sends the code alone; with it, wrong tries count against that address. */
export const VerifyCodeSchema = z.object({
  code: z.string().trim().min(1, 'Code is required').max(6, 'The code has at most 6 characters'),
  email: z.string().trim().max(254).optional(),
});
export const ConfirmResetSchema = VerifyCodeSchema.extend({
  new_password: z.string().min(8, 'Password must be at least 8 characters long').max(1024),
  confirm_password: z.string().max(1024),
}).refine((v) => v.new_password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });
export const ResetResponseSchema = z.object({ message: z.string(), status: z.number().int() });
export type ResetResponse = z.infer<typeof ResetResponseSchema>;

/** The spec's rule for new dispatcher and driver passwords. */
export const STRONG_PASSWORD_HINT = 'Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.';
export const isStrongPassword = (p: string) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p);
