/**
 * The spec's busy labels (part 2 section 4), for FormDialog's `busyLabel` and buttons. Here in `ui`
 * (and re-exported by `forms`): a list screen that only names these (its delete button) then loads
 * no react-hook-form, which importing them from `forms` did (people and fleet lists, 12 KiB gzip).
 */
export const BusyLabels = {
  save: 'Saving...',
  update: 'Updating...',
  assign: 'Assigning...',
  delete: 'Deleting...',
} as const;
