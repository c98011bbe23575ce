// Logins without zod: `contracts` re-exports them, and `api/admin` hands them to screens that must
// not load the contracts' schemas (and zod) to read a login (a profile's Password card).

/** A phone number as people type it: digits with an optional leading +, spaces, dashes, parentheses; 7 to 15 digits. */
export const isPhoneNumber = (v: string) => /^\+?[\d ()-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v);
