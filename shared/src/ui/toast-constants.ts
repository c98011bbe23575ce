/** Spec: the toast area sits at the top right and closes each message after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
