/** picture-upload: images only (image/ type, default jpg, jpeg, png) shown as cards; value [{name, url}]. */
import type { ActionFieldProps } from '../field-kit.ts';
import type { UploadedItem } from '../file-upload/send.ts';
import { UploadField } from '../file-upload/upload-field.tsx';

export function PictureUploadView(props: ActionFieldProps<UploadedItem[] | null | undefined>) {
  return <UploadField {...props} kind="picture" />;
}
