/** The form the page header's Save All Changes submits (its `form` attribute), drawn by the editor. */
export const LOAD_EDIT_FORM_ID = 'load-edit-form';
