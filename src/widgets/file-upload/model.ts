/** File upload: doc, docx, xls, xlsx, pdf, jpg, png by default (extension, case-insensitive); limit 3, 5 MB. The value is the file list [{name, url, size?}]. */
import { DEFAULT_FILE_TYPES } from '../../schemas/form/upload.ts';
import { uploadModel } from './upload-model.ts';

export const model = uploadModel('file-upload', 'file', DEFAULT_FILE_TYPES);
