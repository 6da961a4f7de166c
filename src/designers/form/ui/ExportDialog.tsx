/**
 * Export: JSON, Vue 2, Vue 3, HTML or React code through the exporters' one entry (exportForm), with the
 * code-generator options of form-designer §2 (modelName, refName, rulesName, labelPosition, labelWidth,
 * size medium, cssCode) validated before generating; the code can be copied or downloaded.
 */
import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Segmented, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../schemas/form/types.ts';
import { defaultCodeGenOptions, EXPORT_TARGETS, exportForm, validateCodeGenOptions, type CodeGenOptions, type ExportTarget } from '../export/index.ts';
import { ensureExportTexts } from '../export/i18n.ts';
import { CODE_LABEL_POSITIONS, CODE_SIZES } from '../export/options.ts';
import { copyText, downloadText } from './clipboard.ts';
import { designerText } from './notify.ts';

// The options' labels, choices and messages are the code generator's texts (export.*): without them the
// dialog showed the option keys (modelName, …) and its checks' message keys.
ensureExportTexts();

const TARGET_LABEL: Record<ExportTarget, string> = { json: 'JSON', vue2: 'Vue 2', vue3: 'Vue 3', html: 'HTML', react: 'React' };

type ExportedFile = { fileName: string; code: string; mime: string };

export function ExportDialog({ form, open, initialTarget, onClose }: { form: FormSchema; open: boolean; initialTarget: ExportTarget; onClose(): void }) {
  const { t, i18n } = useTranslation('designer');
  const [target, setTarget] = useState<ExportTarget>(initialTarget);
  const [options, setOptions] = useState<CodeGenOptions>(() => defaultCodeGenOptions(form));
  const errors = useMemo(() => validateCodeGenOptions(options), [options]);
  // The first code is made with the dialog, not after its opening animation: a target chosen during the
  // animation was otherwise overwritten by the initial target's code.
  const build = (which: ExportTarget): { file: ExportedFile | null; failure: string | null } => {
    if (Object.keys(errors).length > 0) return { file: null, failure: null };
    try {
      return { file: exportForm(form, which, { ...options, lang: i18n.language === 'en' ? 'en' : 'zh' }), failure: null };
    } catch (error) {
      return { file: null, failure: t('export.failed', { message: error instanceof Error ? error.message : String(error) }) };
    }
  };
  const [result, setResult] = useState(() => build(initialTarget));
  const { file, failure } = result;
  const generate = (which = target) => setResult(build(which));

  // The label is the translated name; the option's key (its field name in the form configuration and the
  // generated code) stays on the item and in the label's title.
  const field = <K extends keyof CodeGenOptions>(key: K, control: React.ReactNode, wide = false) => (
    <Form.Item
      label={<span title={key}>{t(`export.${key}`)}</span>}
      validateStatus={errors[key] ? 'error' : undefined}
      help={errors[key] ? designerText(errors[key]!) : undefined}
      data-fd-option={key}
      className={wide ? 'fd-export-wide' : undefined}
    >
      {control}
    </Form.Item>
  );
  const set = <K extends keyof CodeGenOptions>(key: K, value: CodeGenOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));

  return (
    <Modal
      open={open}
      title={t('ui.exportCode')}
      width="min(960px, calc(100vw - 24px))"
      rootClassName="fd-export-modal"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => file && void copyText(file.code)} disabled={!file} data-fd-export="copy">
            {t('ui.copy')}
          </Button>
          <Button onClick={() => file && downloadText(file.fileName, file.code, file.mime)} disabled={!file} data-fd-export="download">
            {t('ui.download')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('ui.close')}
          </Button>
        </Space>
      }
    >
      <Segmented
        value={target}
        options={EXPORT_TARGETS.map((value) => ({ value, label: TARGET_LABEL[value] }))}
        onChange={(value) => {
          setTarget(value as ExportTarget);
          generate(value as ExportTarget);
        }}
      />
      <Typography.Paragraph type="secondary" className="fd-export-hint">
        {t(`export.hint.${target}`)}
      </Typography.Paragraph>
      {target === 'json' ? null : (
        <Form layout="vertical" size="small" className="fd-export-options" onFinish={() => generate()}>
          {field('modelName', <Input value={options.modelName} onChange={(event) => set('modelName', event.target.value)} />)}
          {field('refName', <Input value={options.refName} onChange={(event) => set('refName', event.target.value)} />)}
          {field('rulesName', <Input value={options.rulesName} onChange={(event) => set('rulesName', event.target.value)} />)}
          {field(
            'labelPosition',
            <Select value={options.labelPosition} onChange={(value) => set('labelPosition', value)} options={CODE_LABEL_POSITIONS.map((value) => ({ value, label: t(`export.position.${value}`) }))} />,
          )}
          {field('labelWidth', <InputNumber style={{ width: '100%' }} min={0} max={1000} value={options.labelWidth} onChange={(value) => set('labelWidth', typeof value === 'number' ? value : Number.NaN)} />)}
          {field('size', <Select value={options.size} onChange={(value) => set('size', value)} options={CODE_SIZES.map((value) => ({ value, label: t(`export.sizes.${value}`) }))} />)}
          {field('cssCode', <Input value={options.cssCode} onChange={(event) => set('cssCode', event.target.value)} spellCheck={false} />, true)}
          {/* A blank label keeps the button level with the boxes beside it (hidden on a phone, where it stands alone). */}
          <Form.Item label=" " className="fd-export-submit">
            <Button htmlType="submit" type="primary" data-fd-export="generate">
              {t('export.regenerate')}
            </Button>
          </Form.Item>
        </Form>
      )}
      {failure ? <div className="fd-error">{failure}</div> : null}
      <pre className="fd-code" data-fd-code={target} data-fd-file={file?.fileName}>
        {file?.code ?? ''}
      </pre>
    </Modal>
  );
}
