/**
 * The upload control of picture-upload and file-upload. The value is the list of uploaded files
 * [{name, url}]; files on their way are kept here with their progress until the server answers.
 * Before sending: count (limit, 3), type (fileTypes) and size (fileMaxSize MB, 5) by the form model's
 * checkUploadFile, each refusal shown with its §5 message; the control hides once the limit is reached.
 */
import { Button, Typography, Upload, message, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { bool, locked, str, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { formMessage, langOf } from '../../schemas/form/messages.ts';
import { allowedTypes, checkUploadFile, uploadLimit, type UploadKind } from '../../schemas/form/upload.ts';
import { headersOf, sendFile, UploadFailure, type UploadedItem } from './send.ts';

export const DEFAULT_UPLOAD_URL = '/file/upload';

interface Pending {
  uid: string;
  name: string;
  percent: number;
  failed: boolean;
}

export function toItems(value: unknown): UploadedItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { name?: unknown; url: string } => Boolean(item) && typeof (item as { url?: unknown }).url === 'string')
    .map((item) => ({ name: typeof item.name === 'string' && item.name ? item.name : item.url.split('/').pop() ?? item.url, url: item.url }));
}

export function UploadField(props: ActionFieldProps<UploadedItem[] | null | undefined> & { kind: UploadKind }) {
  const { t, i18n } = useWidgetsT();
  const lang = langOf(i18n.language);
  const { options } = props.widget;
  const items = toItems(props.value);
  // Several files may finish in any order: each appends to the newest list, not to the one it started with.
  const latest = useRef(items);
  useLayoutEffect(() => {
    latest.current = items;
  });
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string>();
  const limit = uploadLimit(options);
  const types = allowedTypes(options, props.kind);
  const url = str(options, 'uploadURL') || DEFAULT_UPLOAD_URL;
  const sending = pending.filter((item) => !item.failed).length;
  const blocked = locked(props);

  function refuse(text: string) {
    setError(text);
    void message.error(text);
  }

  function beforeUpload(file: File, batch: File[]) {
    // A new choice starts without the last refusal; a later file of the same choice keeps an earlier one's.
    if (batch.indexOf(file) === 0) setError(undefined);
    const count = latest.current.length + sending + batch.indexOf(file);
    const refusal = checkUploadFile(file, options, props.kind, count, lang);
    if (refusal === undefined) return true;
    // Over the limit: one message per batch (the first file that does not fit), not one per extra file.
    if (count < limit || count === Math.max(limit, latest.current.length + sending)) refuse(refusal);
    return Upload.LIST_IGNORE;
  }

  async function send(file: File, uid: string) {
    setPending((list) => [...list, { uid, name: file.name, percent: 0, failed: false }]);
    try {
      const uploaded = await sendFile(file, {
        url,
        headers: headersOf(options.headers),
        withCredentials: bool(options, 'withCredentials'),
        onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item))),
      });
      setPending((list) => list.filter((item) => item.uid !== uid));
      const next = [...latest.current, uploaded];
      latest.current = next;
      props.onChange(next);
    } catch (cause) {
      setPending((list) => list.map((item) => (item.uid === uid ? { ...item, failed: true } : item)));
      refuse(formMessage('uploadError', lang, { error: cause instanceof UploadFailure && cause.message ? cause.message : file.name }));
    }
  }

  const fileList: UploadFile[] = [
    ...items.map((item, index) => ({ uid: `done-${index}-${item.url}`, name: item.name, url: item.url, status: 'done' as const })),
    ...pending.map((item) => ({ uid: item.uid, name: item.name, percent: item.percent, status: item.failed ? ('error' as const) : ('uploading' as const) })),
  ];
  const full = items.length + sending >= limit;
  const picture = props.kind === 'picture';
  const trigger = blocked || full ? null : picture ? (
    <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
      <PlusOutlined />
      <div style={{ marginTop: 8 }}>{t('upload.picture')}</div>
    </button>
  ) : (
    <Button icon={<UploadOutlined />}>{t('upload.file')}</Button>
  );

  return (
    <div className={`fh-${props.kind}-upload`}>
      <Upload
        listType={picture ? 'picture-card' : 'text'}
        fileList={fileList}
        multiple={bool(options, 'multipleSelect')}
        accept={types.map((type) => `.${type}`).join(',')}
        disabled={props.disabled}
        showUploadList={bool(options, 'showFileList', true) ? { showRemoveIcon: !blocked } : false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => {
          const raw = file as File & { uid?: string };
          void send(raw, raw.uid ?? `${Date.now()}-${raw.name}`);
        }}
        onRemove={(file) => {
          if (blocked) return false;
          if (file.uid.startsWith('done-')) {
            const next = latest.current.filter((item, index) => `done-${index}-${item.url}` !== file.uid);
            latest.current = next;
            props.onChange(next);
          } else {
            setPending((list) => list.filter((item) => item.uid !== file.uid));
          }
          return true;
        }}
        aria-label={str(options, 'label') || options.name}
      >
        {trigger}
      </Upload>
      {str(options, 'uploadTip') && <Typography.Text type="secondary">{str(options, 'uploadTip')}</Typography.Text>}
      {error && (
        <div>
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
