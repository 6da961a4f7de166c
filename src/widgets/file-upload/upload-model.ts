/**
 * The model both upload widgets share: the same options (VForm's uploadURL, headers, limit, fileMaxSize,
 * fileTypes, upload events …), the file list [{name, url, size?}] as value, and the type, size and count
 * checks of src/schemas/form/upload.ts; they differ in their default types and their messages.
 */
import { fieldOptions, invalid, isEmptyList } from '../../schemas/form/model-kit.ts';
import { checkFileList, coerceFileList, DEFAULT_FILE_MAX_SIZE_MB, DEFAULT_UPLOAD_LIMIT } from '../../schemas/form/upload.ts';
import type { WidgetModel } from '../model-contract.ts';

export function uploadModel(type: 'file-upload' | 'picture-upload', kind: 'file' | 'picture', fileTypes: readonly string[]): WidgetModel {
  return {
    type,
    kind: 'field',
    defaults: () =>
      fieldOptions({
        defaultValue: [],
        uploadURL: '',
        uploadTip: '',
        headers: {},
        withCredentials: false,
        multipleSelect: false,
        showFileList: true,
        limit: DEFAULT_UPLOAD_LIMIT,
        fileMaxSize: DEFAULT_FILE_MAX_SIZE_MB,
        fileTypes: [...fileTypes],
        onBeforeUpload: '',
        onUploadSuccess: '',
        onUploadError: '',
        onFileRemove: '',
      }),
    emptyValue: () => [],
    isEmpty: isEmptyList,
    coerce(value, _options, context) {
      const list = coerceFileList(value);
      return list === undefined || list.length > 100 ? invalid(context) : { value: list };
    },
    check: (value, options, context) => checkFileList(value, options, kind, context.lang),
  };
}
