/**
 * The code generator dialog (form-designer §2): the options modelName, refName, rulesName,
 * labelPosition, labelWidth, size (medium by default) and cssCode, validated before anything is
 * generated; one tab per target (JSON, Vue 2, Vue 3, HTML, React); copy ('Copy succeed' / 'Copy
 * failed') and download of the generated file. The designer page only opens it with the form.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../runtime/ui/feedback.ts';
import type { FormSchema } from '../../../schemas/form/types.ts';
import { exportForm, type ExportedFile } from './index.ts';
import { CODE_LABEL_POSITIONS, CODE_SIZES, defaultCodeGenOptions, EXPORT_TARGETS, hasErrors, validateCodeGenOptions, type CodeGenOptions, type ExportTarget } from './options.ts';
import { ensureExportTexts } from './i18n.ts';

ensureExportTexts();

const TARGET_LABEL: Record<ExportTarget, string> = { json: 'JSON', vue2: 'Vue 2', vue3: 'Vue 3', html: 'HTML', react: 'React' };
const OPTION_KEYS = ['modelName', 'refName', 'rulesName', 'labelPosition', 'labelWidth', 'size', 'cssCode'] as const;

export interface CodeGenDialogProps {
  form: FormSchema;
  open: boolean;
  initialTarget?: ExportTarget;
  onClose(): void;
}

/** Copies with the Clipboard API; answers false where it is refused (insecure origin, denied permission). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function downloadFile(file: ExportedFile): void {
  const url = URL.createObjectURL(new Blob([file.code], { type: `${file.mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CodeGenDialog({ form, open, initialTarget = 'vue3', onClose }: CodeGenDialogProps) {
  const { t, i18n } = useTranslation('designer');
  const [target, setTarget] = useState<ExportTarget>(initialTarget);
  const [options, setOptions] = useState<CodeGenOptions>(() => defaultCodeGenOptions(form));
  const [file, setFile] = useState<ExportedFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const errors = useMemo(() => validateCodeGenOptions(options), [options]);
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  // A reopened dialog starts from the form it is given now.
  useEffect(() => {
    if (!open) return;
    const fresh = defaultCodeGenOptions(form);
    setOptions(fresh);
    setTarget(initialTarget);
    setShowErrors(false);
    run(initialTarget, fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening: later edits regenerate on demand
  }, [open]);

  function run(which: ExportTarget, values: CodeGenOptions): void {
    setFailure(null);
    if (which !== 'json' && hasErrors(validateCodeGenOptions(values))) {
      setShowErrors(true);
      setFile(null);
      return;
    }
    try {
      setFile(exportForm(form, which, { ...values, lang }));
    } catch (error) {
      setFile(null);
      setFailure(t('export.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const set = <K extends keyof CodeGenOptions>(key: K, value: CodeGenOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));

  async function copy(): Promise<void> {
    if (!file) return;
    const ok = await copyToClipboard(file.code);
    const api = await feedback();
    if (ok) api.message.success(t('export.copySucceed'));
    else api.message.error(t('export.copyFailed'));
  }

  const item = (key: (typeof OPTION_KEYS)[number], control: React.ReactNode) => {
    const error = showErrors ? errors[key] : undefined;
    return (
      <Form.Item key={key} label={t(`export.${key}`)} validateStatus={error ? 'error' : undefined} help={error ? t(error.key, error.params) : undefined} data-fd-option={key}>
        {control}
      </Form.Item>
    );
  };

  const optionsForm =
    target === 'json' ? (
      <Typography.Paragraph type="secondary">{t('export.noOptions')}</Typography.Paragraph>
    ) : (
      <Form
        layout="vertical"
        size="small"
        className="fd-codegen-options"
        onFinish={() => run(target, options)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 12 }}
      >
        {item('modelName', <Input value={options.modelName} onChange={(event) => set('modelName', event.target.value)} />)}
        {item('refName', <Input value={options.refName} onChange={(event) => set('refName', event.target.value)} />)}
        {item('rulesName', <Input value={options.rulesName} onChange={(event) => set('rulesName', event.target.value)} />)}
        {item(
          'labelPosition',
          <Select value={options.labelPosition} onChange={(value) => set('labelPosition', value)} options={CODE_LABEL_POSITIONS.map((value) => ({ value, label: t(`export.position.${value}`) }))} />,
        )}
        {item('labelWidth', <InputNumber style={{ width: '100%' }} min={0} max={1000} value={options.labelWidth} onChange={(value) => set('labelWidth', typeof value === 'number' ? value : Number.NaN)} />)}
        {item('size', <Select value={options.size} onChange={(value) => set('size', value)} options={CODE_SIZES.map((value) => ({ value, label: t(`export.sizes.${value}`) }))} />)}
        <div style={{ gridColumn: '1 / -1' }}>
          {item('cssCode', <Input.TextArea rows={2} value={options.cssCode} onChange={(event) => set('cssCode', event.target.value)} spellCheck={false} />)}
        </div>
        <div style={{ gridColumn: '1 / -1', marginBottom: 8 }}>
          <Button htmlType="submit" type="primary" data-fd-codegen="generate">
            {t('export.regenerate')}
          </Button>
        </div>
      </Form>
    );

  return (
    <Modal
      open={open}
      title={t('export.title')}
      width="min(960px, calc(100vw - 24px))"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={() => void copy()} disabled={!file} data-fd-codegen="copy">
            {t('export.copy')}
          </Button>
          <Button onClick={() => file && downloadFile(file)} disabled={!file} data-fd-codegen="download">
            {t('export.download')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('export.close')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={target}
        onChange={(key) => {
          const which = key as ExportTarget;
          setTarget(which);
          run(which, options);
        }}
        items={EXPORT_TARGETS.map((value) => ({ key: value, label: TARGET_LABEL[value] }))}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t(`export.hint.${target}`)}
      </Typography.Paragraph>
      {optionsForm}
      {showErrors && target !== 'json' && hasErrors(errors) ? <Alert type="warning" showIcon title={t('export.fixOptions')} style={{ marginBottom: 8 }} /> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} /> : null}
      {file ? (
        <>
          <Typography.Text type="secondary" data-fd-codegen-file={file.fileName}>
            {file.fileName}
          </Typography.Text>
          <pre className="fd-code" data-fd-code={target} style={{ maxHeight: '50vh', overflow: 'auto', background: '#f6f8fa', padding: 12, fontSize: 12, margin: '4px 0 0' }}>
            {file.code}
          </pre>
        </>
      ) : null}
    </Modal>
  );
}
