/** Picture upload: image/ + jpg, jpeg, png by default; limit 3, 5 MB. The value is the file list [{name, url, size?}]. */
import { DEFAULT_PICTURE_TYPES } from '../../schemas/form/upload.ts';
import { uploadModel } from '../file-upload/upload-model.ts';

export const model = uploadModel('picture-upload', 'picture', DEFAULT_PICTURE_TYPES);
