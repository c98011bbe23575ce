import { FilePicker, type FilePickerProps } from '@haulboard/shared/ui';
import { LOAD_DOCUMENT_MAX_BYTES, LOAD_DOCUMENT_TYPES } from '../lib/detail-rules';

/** The kit's FilePicker with the load documents' types and size limit (the server's upload rules). */
export function LoadDocumentPicker(props: Omit<FilePickerProps, 'accept' | 'maxBytes'>) {
  return <FilePicker accept={LOAD_DOCUMENT_TYPES} maxBytes={LOAD_DOCUMENT_MAX_BYTES} {...props} />;
}
