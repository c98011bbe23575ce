import { z } from 'zod';
import { PageQuerySchema, RecordVersionSchema, editVersion, pageOf } from './common';

/** The brokers' texts where the server and the screens say the same thing (issue 30). */
export const BROKER_MESSAGES = {
  nameRequired: 'Broker name is required',
  duplicateName: 'A broker with this name already exists.',
  notFound: 'Broker not found.',
  termsRange: 'Payment terms must be a whole number of days from 0 to 365',
  badEmail: 'Enter a valid billing e-mail',
} as const;

/** Days a broker has to pay an invoice when none are entered. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** A broker's name as it is matched (a load's free-text broker, the unique name): trimmed, spaces collapsed, case folded. */
export const brokerNameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

export const BrokerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  billing_email: z.string().nullable(),
  billing_address: z.string().nullable(),
  payment_terms_days: z.number().int(),
  /** Live loads booked through the broker (the trash not counted). */
  load_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: RecordVersionSchema,
});
export type Broker = z.infer<typeof BrokerSchema>;
export const BrokerPageSchema = pageOf(BrokerSchema);
export type BrokerPage = z.infer<typeof BrokerPageSchema>;

const NO_NUL = [(v: string) => !v.includes('\u0000'), 'Text may not contain a NUL character'] as const;
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(...NO_NUL)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

export const BrokerInputSchema = z.object({
  name: z
    .string({ error: BROKER_MESSAGES.nameRequired })
    .refine(...NO_NUL)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, BROKER_MESSAGES.nameRequired).max(200)),
  billing_email: optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, BROKER_MESSAGES.badEmail),
  billing_address: optionalText(1000),
  payment_terms_days: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? DEFAULT_PAYMENT_TERMS_DAYS : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: BROKER_MESSAGES.termsRange }).int(BROKER_MESSAGES.termsRange).min(0, BROKER_MESSAGES.termsRange).max(365, BROKER_MESSAGES.termsRange),
  ),
});
export type BrokerInput = z.input<typeof BrokerInputSchema>;
/** PUT brokers/{id}/: every field, and the version the edit started from (409 when stale). */
export const UpdateBrokerSchema = BrokerInputSchema.extend(editVersion);
export type UpdateBrokerInput = z.input<typeof UpdateBrokerSchema>;

export const BROKER_ORDERINGS = ['name', '-name'] as const;
export const BrokersQuerySchema = PageQuerySchema.extend({
  /** Case-insensitive substring of the name (spaces collapsed). */
  search: PageQuerySchema.shape.search.refine((v) => v === undefined || !v.includes('\u0000'), 'Text may not contain a NUL character'),
  ordering: z.enum(BROKER_ORDERINGS, { error: `ordering must be one of ${BROKER_ORDERINGS.join(', ')}` }).optional(),
});
export type BrokersQuery = z.infer<typeof BrokersQuerySchema>;
