import type { Driver } from '@haulboard/shared/contracts';

/** The name a driver is listed under: full name, else first and last, else the e-mail. */
export const driverName = (d: Pick<Driver, 'full_name' | 'first_name' | 'last_name' | 'email'>) =>
  d.full_name?.trim() || `${d.first_name} ${d.last_name}`.trim() || d.email;
