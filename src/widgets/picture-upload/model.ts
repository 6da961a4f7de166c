/** Picture upload: image/ + jpg, jpeg, png by default; limit 3, 5 MB. The value is the file list [{name, url, size?}]. */
import { fieldOptions, invalid, isEmptyList } from '../../schemas/form/model-kit.ts';
import { checkFileList, coerceFileList, DEFAULT_FILE_MAX_SIZE_MB, DEFAULT_UPLOAD_LIMIT, DEFAULT_PICTURE_TYPES } from '../../schemas/form/upload.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'picture-upload',
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
      fileTypes: [...DEFAULT_PICTURE_TYPES],
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
  check: (value, options, context) => checkFileList(value, options, 'picture', context.lang),
};
