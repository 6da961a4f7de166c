/** file-upload: any of fileTypes (default doc, docx, xls, xlsx, pdf, jpg, png); value [{name, url}]. */
import type { ActionFieldProps } from '../field-kit.ts';
import type { UploadedItem } from './send.ts';
import { UploadField } from './upload-field.tsx';

export function FileUploadView(props: ActionFieldProps<UploadedItem[] | null | undefined>) {
  return <UploadField {...props} kind="file" />;
}
