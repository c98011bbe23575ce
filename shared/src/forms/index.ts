// The admin areas' forms: react-hook-form with zod resolvers over the input schemas in
// `contracts`, a form field, and the form dialog (drawn by the `ui` entry's dialog, whose code
// loads when one first opens). Only screens with a form import this entry, so /login and the
// pages without forms load neither react-hook-form nor the resolvers. Not a federation share:
// a form's context never leaves its area, and a share would ship react-hook-form whole.
export { BusyLabels } from '@haulboard/shared/ui';
export { FormField, FormScope, useZodForm, type FormFieldProps, type SchemaSource, type ZodFormOptions } from './form';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useUnsavedChanges } from './use-unsaved-changes';
export { SELECT_FILE_FIRST, useFileUpload } from './use-file-upload';
