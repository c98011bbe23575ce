import type { CreateLoadSchema, UpdateLoadSchema } from '@haulboard/shared/contracts';

// The load forms' schemas, loaded at a form's first validation (a field left, or a submit):
// the contracts entry brings zod whole, 90 KiB gzip, which would put Add Load and the load's
// detail over their first-load budget.
export const createLoadSchema = (): Promise<typeof CreateLoadSchema> => import('@haulboard/shared/contracts').then((m) => m.CreateLoadSchema);
export const updateLoadSchema = (): Promise<typeof UpdateLoadSchema> => import('@haulboard/shared/contracts').then((m) => m.UpdateLoadSchema);
