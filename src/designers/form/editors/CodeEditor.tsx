/**
 * Event scripts (onChange …) and CSS: a summary in the panel and a dialog with CodeMirror 6
 * (highlighting, brackets, search). The dialog shows the function head the script runs in, so the
 * designer sees which arguments (`spec.editor.params`) it receives. Saving is one history step.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PropertyEditor } from '../../../widgets/designer-contract.ts';
import type { EditorProps } from './contract.ts';
import { asText } from './basic-editors.tsx';
import { mountCodeMirror, type MountedCode } from './codemirror-view.ts';

type Props = EditorProps<Extract<PropertyEditor, { kind: 'code' }>>;

function CodeMirrorBox({ initial, language, onText, label }: { initial: string; language: 'javascript' | 'css'; onText: (text: string) => void; label: string }) {
  const { t } = useTranslation('designer');
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const textRef = useRef(onText);
  useEffect(() => {
    textRef.current = onText;
  });
  useEffect(() => {
    let mounted: MountedCode | undefined;
    let live = true;
    if (host.current) {
      void mountCodeMirror(host.current, initial, language, (text) => textRef.current(text)).then((view) => {
        if (!live) view.destroy();
        else {
          mounted = view;
          setReady(true);
        }
      });
    }
    return () => {
      live = false;
      mounted?.destroy();
    };
    // The document is set once per opening; later text lives in CodeMirror.
  }, [initial, language]);
  return (
    <div>
      {ready ? null : <Typography.Text type="secondary">{t('editor.code.loading')}</Typography.Text>}
      <div ref={host} aria-label={label} className="fh-code-editor" data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}

export function CodeEditor({ id, spec, value, onChange }: Props) {
  const { t } = useTranslation('designer');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const code = asText(value);
  const label = t(spec.label);
  const lines = code === '' ? 0 : code.split('\n').length;
  const head = spec.editor.language === 'javascript' ? `${spec.key}(${(spec.editor.params ?? []).join(', ')}) {` : null;
  const save = () => {
    const refusal = onChange(text);
    if (refusal) setProblem(t(refusal.key, refusal.params));
    else setOpen(false);
  };
  return (
    <>
      <Space size={4}>
        <Button
          id={id}
          size="small"
          icon={<CodeOutlined />}
          onClick={() => {
            setText(code);
            setProblem(null);
            setOpen(true);
          }}
        >
          {t('editor.edit')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {lines === 0 ? t('editor.notSet') : t('editor.code.lines', { count: lines })}
        </Typography.Text>
      </Space>
      <Modal
        open={open}
        width={720}
        title={t('editor.code.title', { name: label })}
        okText={t('editor.save')}
        cancelText={t('editor.cancel')}
        onOk={save}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {head ? (
          <Typography.Text code style={{ display: 'block', marginBottom: 4 }}>
            {head}
          </Typography.Text>
        ) : null}
        {open ? <CodeMirrorBox initial={code} language={spec.editor.language} label={label} onText={setText} /> : null}
        {head ? (
          <Typography.Text code style={{ display: 'block', marginTop: 4 }}>
            {'}'}
          </Typography.Text>
        ) : null}
        {problem ? (
          <div role="alert" className="fh-editor-error">
            {problem}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
