/**
 * The `file` widget of entity edit forms, drawn for a checked file field (`"file": {"types", "maxMb"}` in the
 * entity file): one file of any allowed kind uploaded to `/file/upload` with the token header and progress;
 * the value becomes the answered view link. Type and size are checked before sending so the user hears at
 * once; the server checks them again on upload (extension and content) and on save (the field's own types
 * and limit, and that the link names the editor's own upload: src/server/entity/file-fields.ts).
 */
import { useState } from 'react';
import { Button, Space, Typography, Upload, message } from 'antd';
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { upload } from '../api/transfer.ts';
import { Codes } from '../../schemas/envelope.ts';
import { fieldWidgetText } from './field-widgets-i18n.ts';

export interface FileWidgetOptions {
  /** Allowed extensions, lower case (from the field's `file.types`); empty allows what the server allows. */
  types?: string[];
  /** Largest file in MB (from the field's `file.maxMb`). */
  maxMb?: number;
}

/** The upload's own limit when a field names none (FILE_MAX_BYTES' default); the server has the last word. */
const DEFAULT_MAX_MB = 5;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The check made before sending: an allowed extension and at most maxMb; answers the refusal or null. */
export function refusalOf(file: { name: string; size: number }, types: readonly string[], maxMb: number): { key: 'unsupported' | 'tooLarge'; params: Record<string, string | number> } | null {
  if (types.length && !types.includes(extensionOf(file.name))) return { key: 'unsupported', params: { name: file.name, types: types.join(', ') } };
  if (file.size > maxMb * 1024 * 1024) return { key: 'tooLarge', params: { name: file.name, max: maxMb } };
  return null;
}

export function FileWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const options = props.options as FileWidgetOptions;
  const types = (options.types ?? []).map((type) => type.toLowerCase());
  const maxMb = options.maxMb ?? DEFAULT_MAX_MB;
  const [progress, setProgress] = useState<{ name: string; percent: number }>();
  const [uploadedName, setUploadedName] = useState<string>();
  const [error, setError] = useState<string>();
  const value = typeof props.value === 'string' && props.value ? props.value : undefined;
  const disabled = props.disabled || props.readonly;

  function refuse(text: string) {
    setError(text);
    void message.error(text);
  }

  async function send(file: File) {
    setError(undefined);
    setProgress({ name: file.name, percent: 0 });
    try {
      const answer = await upload<{ url: string; name: string } | string>('/file/upload', file, (percent) => setProgress({ name: file.name, percent }));
      if (answer.code === Codes.ok) {
        const info = answer.info as { url: string; name: string };
        setUploadedName(info.name);
        props.onChange(info.url);
        void message.success(t(fieldWidgetText('uploaded')));
      } else if (answer.code === Codes.validation || answer.code === Codes.payloadTooLarge) {
        refuse(String(answer.info));
      } else {
        refuse(t(fieldWidgetText('uploadError'), { info: String(answer.info ?? '') || t('common.serviceError') }));
      }
    } catch {
      refuse(t(fieldWidgetText('uploadError'), { info: t('common.serviceError') }));
    } finally {
      setProgress(undefined);
      props.onBlur(props.id, value);
    }
  }

  return (
    <div data-testid={`file-widget-${props.name}`}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        {value && !progress ? (
          <Space wrap size={4} data-testid="file-widget-current">
            <FileOutlined />
            <Typography.Link href={value} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 260 }}>
              {uploadedName ?? t(fieldWidgetText('currentFile'))}
            </Typography.Link>
            {!disabled && (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t(fieldWidgetText('remove'))}
                onClick={() => {
                  setUploadedName(undefined);
                  setError(undefined);
                  props.onChange(undefined);
                }}
              />
            )}
          </Space>
        ) : null}
        {progress ? (
          <Typography.Text type="secondary" data-testid="file-widget-progress">
            {progress.name} · {progress.percent}%
          </Typography.Text>
        ) : null}
        {!disabled && (
          <Upload
            id={props.id}
            accept={types.map((type) => `.${type}`).join(',') || undefined}
            maxCount={1}
            showUploadList={false}
            disabled={!!progress}
            beforeUpload={(file) => {
              const refusal = refusalOf(file, types, maxMb);
              if (refusal) refuse(t(fieldWidgetText(refusal.key), refusal.params));
              else void send(file);
              // Sent by send() above (with the token header), never by antd's own request.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={!!progress} data-testid="file-widget-choose">
              {t(fieldWidgetText(value ? 'replaceFile' : 'chooseFile'))}
            </Button>
          </Upload>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(fieldWidgetText('allowed'), { types: types.join(', ') || '—', max: maxMb })}
        </Typography.Text>
        {error && (
          <div role="alert" data-testid="file-widget-error" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
            {error}
          </div>
        )}
      </Space>
    </div>
  );
}
