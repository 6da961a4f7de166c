/**
 * Signature: the value is the signed image, a PNG/JPEG data URL of 150×100 (drawn or a seal) or a
 * link to a stored seal (/file/view/…, http(s)). Options of §3: sign flag, img, position, top, left,
 * scale, showInput.
 */
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const SIGN_IMAGE_WIDTH = 150;
export const SIGN_IMAGE_HEIGHT = 100;
/** A 150×100 PNG is a few kilobytes; anything near this is not a signature. */
export const MAX_SIGN_DATA_URL = 400_000;

const DATA_URL = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const LINK = /^(?:\/file\/view\/[\w.%/-]+(?:\?[\w.%=&-]*)?|https?:\/\/\S+)$/;

export function isSignImage(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SIGN_DATA_URL && (DATA_URL.test(value) || (value.length <= 2000 && LINK.test(value)));
}

export const model: WidgetModel = {
  type: 'sign',
  kind: 'field',
  heavyView: true,
  defaults: () =>
    fieldOptions({
      defaultValue: '',
      sign: false,
      img: '',
      position: '',
      top: 0,
      left: 0,
      scale: 1,
      showInput: false,
      imgWidth: SIGN_IMAGE_WIDTH,
      imgHeight: SIGN_IMAGE_HEIGHT,
    }),
  emptyValue: () => '',
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: '' };
    return isSignImage(value) ? { value } : invalid(context);
  },
};
