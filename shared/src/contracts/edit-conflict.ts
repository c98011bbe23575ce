// Edits that never overwrite someone else's (issue 29), zod-free: the web's mutation helpers read
// these at run time, and importing them from common.ts would bring zod onto every screen's first load.

/** The end of every stale edit's 409 `detail`, by which a screen tells it from the other 409s. */
export const EDIT_CONFLICT_ENDING = 'Nothing was saved: reload to see their changes, or keep editing to save yours over them.';
/** A stale edit's 409 `detail`: `who` is "by Ann Lee (payment)", or "by someone else". */
export const editConflictDetail = (noun: string, who: string) => `This ${noun} was changed ${who} after you opened it. ${EDIT_CONFLICT_ENDING}`;
export const isEditConflictDetail = (detail: string | undefined) => detail?.endsWith(EDIT_CONFLICT_ENDING) === true;
