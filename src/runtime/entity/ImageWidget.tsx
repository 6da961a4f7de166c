/**
 * The `image` widget of entity edit forms (banner pictures, seals, service icons): one picture uploaded
 * to `/file/upload` with the token header and upload progress; the field's value becomes the answered
 * link (`/file/view/<id>?sig=…`, which an <img> can show without the token). Type and size are checked
 * before sending (form-designer spec §5: jpg, jpeg, png and 5 MB unless `ui:options` say otherwise), and
 * the server checks both again, by extension and by content.
 */
import { useState } from 'react';
import { Upload, message, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { upload } from '../api/transfer.ts';
import { Codes } from '../../schemas/envelope.ts';
import { imageText } from './image-widget-i18n.ts';

interface ImageOptions {
  /** Largest picture in MB (default 5). */
  fileMaxSize?: number;
  /** Allowed extensions, lower case (default jpg, jpeg, png). */
  fileTypes?: string[];
}

const DEFAULT_TYPES = ['jpg', 'jpeg', 'png'];
const DEFAULT_MAX_MB = 5;

interface Uploaded {
  id: string;
  url: string;
  name: string;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export function ImageWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const options = props.options as ImageOptions;
  const types = (options.fileTypes?.length ? options.fileTypes : DEFAULT_TYPES).map((type) => type.toLowerCase());
  const maxMb = options.fileMaxSize ?? DEFAULT_MAX_MB;
  const [progress, setProgress] = useState<{ name: string; percent: number }>();
  const [error, setError] = useState<string>();
  const value = typeof props.value === 'string' && props.value ? props.value : undefined;
  const disabled = props.disabled || props.readonly;

  function refuse(text: string) {
    setError(text);
    void message.error(text);
  }

  /** The spec's checks: an image/ type among the allowed extensions, and at most fileMaxSize MB. */
  function accepts(file: File): boolean {
    const extension = extensionOf(file.name);
    if (!types.includes(extension) || (file.type !== '' && !file.type.startsWith('image/'))) {
      refuse(t(imageText('unsupported'), { name: file.name, types: types.join(', ') }));
      return false;
    }
    if (file.size > maxMb * 1024 * 1024) {
      refuse(t(imageText('tooLarge'), { name: file.name, max: maxMb }));
      return false;
    }
    return true;
  }

  async function send(file: File) {
    setError(undefined);
    setProgress({ name: file.name, percent: 0 });
    try {
      const answer = await upload<Uploaded | string>('/file/upload', file, (percent) => setProgress({ name: file.name, percent }));
      if (answer.code === Codes.ok) {
        props.onChange((answer.info as Uploaded).url);
        void message.success(t(imageText('uploaded')));
      } else if (answer.code === Codes.validation || answer.code === Codes.payloadTooLarge) {
        // The server's own sentence already names the problem (format, content, size limit).
        refuse(String(answer.info));
      } else {
        refuse(t(imageText('uploadError'), { info: String(answer.info ?? '') || t('common.serviceError') }));
      }
    } catch {
      refuse(t(imageText('uploadError'), { info: t('common.serviceError') }));
    } finally {
      setProgress(undefined);
    }
  }

  const fileList: UploadFile[] = progress
    ? [{ uid: 'uploading', name: progress.name, status: 'uploading', percent: progress.percent }]
    : value
      ? [{ uid: 'current', name: value.split('/').pop()?.split('?')[0] ?? 'image', status: 'done', url: value }]
      : [];

  return (
    <div data-testid={`image-widget-${props.name}`}>
      <Upload
        id={props.id}
        listType="picture-card"
        accept={types.map((type) => `.${type}`).join(',')}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={(file) => {
          if (accepts(file)) void send(file);
          // Sent by send() above (with the token header), never by antd's own request.
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => {
          setError(undefined);
          props.onChange(undefined);
          return true;
        }}
        onPreview={() => value && window.open(value, '_blank', 'noopener')}
      >
        {fileList.length === 0 && !disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t(imageText('upload'))}</div>
          </button>
        )}
      </Upload>
      {error && (
        <div role="alert" data-testid="image-widget-error" style={{ color: 'var(--ant-color-error, #ff4d4f)', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
