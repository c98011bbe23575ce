/** Spec part 2 section 8, word for word (the list's own failure is its resource's: shared/resources). */
export const HoursMessages = {
  exportFailed: 'Failed to export driver hours. Please try again.',
} as const;
