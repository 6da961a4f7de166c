/** The properties both upload widgets share: where and how files go, how many, how large, which types, and the upload scripts. */
import type { PropertySpec } from '../designer-contract.ts';
import { event, extensionList, fieldBasics, fieldEvents, fieldValidation, headerObject, json, number, positive, text, toggle } from '../designer-kit.ts';

export function uploadProperties(): PropertySpec[] {
  return [
    ...fieldBasics(undefined, ['placeholder']),
    text('uploadURL'),
    text('uploadTip'),
    json('headers', { check: headerObject }),
    toggle('withCredentials'),
    toggle('multipleSelect'),
    toggle('showFileList'),
    number('limit', { min: 1, max: 100, precision: 0 }),
    number('fileMaxSize', { min: 0, step: 1 }, { check: positive }),
    json('fileTypes', { check: extensionList }),
    ...fieldValidation(false),
    ...fieldEvents(
      event('onBeforeUpload', ['file']),
      event('onUploadSuccess', ['result', 'file', 'fileList']),
      event('onUploadError', ['error', 'file', 'fileList']),
      event('onFileRemove', ['file', 'fileList']),
    ),
  ];
}
