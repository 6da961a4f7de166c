/**
 * The live preview: the form as it is now, in the real renderer, at PC, Pad or H5 width. Submit shows
 * the data the renderer validated and, beside it, the server's verdict on that same data
 * (/bpmForm/validate runs the rules a process start runs), so a designer sees both sides agree.
 */
import { useState } from 'react';
import { Alert, Modal, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRender } from '../../../runtime/form/index.ts';
import type { FormData, FormSchema } from '../../../schemas/form/types.ts';
import type { FormLayoutType } from '../../../widgets/view-contract.ts';
import { serverVerdict, type Verdict } from './persistence.ts';

const WIDTHS: Record<FormLayoutType, number> = { PC: 960, Pad: 768, H5: 390 };

export function PreviewDialog({ form, open, onClose }: { form: FormSchema; open: boolean; onClose(): void }) {
  const { t } = useTranslation('designer');
  const [layout, setLayout] = useState<FormLayoutType>('PC');
  const [submitted, setSubmitted] = useState<FormData | null>(null);
  const [verdict, setVerdict] = useState<Verdict | { failed: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (data: FormData) => {
    setSubmitted(data);
    setVerdict(null);
    setChecking(true);
    try {
      setVerdict(await serverVerdict(form, data));
    } catch (error) {
      setVerdict({ failed: error instanceof Error ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal open={open} title={t('ui.previewTitle')} width={Math.min(WIDTHS[layout] + 64, 1100)} footer={null} onCancel={onClose} destroyOnHidden>
      <Segmented
        value={layout}
        onChange={(value) => setLayout(value as FormLayoutType)}
        options={[
          { value: 'PC', label: t('ui.layoutPC') },
          { value: 'Pad', label: t('ui.layoutPad') },
          { value: 'H5', label: t('ui.layoutH5') },
        ]}
      />
      <div className="fd-preview-frame" style={{ maxWidth: WIDTHS[layout] }} data-fd-preview={layout}>
        <FormRender key={layout} schema={form} layoutType={layout} onSubmit={onSubmit} />
      </div>
      {submitted ? (
        <div className="fd-preview-result">
          <h4>{t('ui.previewData')}</h4>
          <pre data-fd-preview-data>{JSON.stringify(submitted, null, 2)}</pre>
          <h4>{t('ui.serverVerdict')}</h4>
          {checking ? <Spin size="small" /> : null}
          {verdict && 'failed' in verdict ? <Alert type="error" showIcon title={t('ui.serverRefused', { message: verdict.failed })} /> : null}
          {verdict && 'ok' in verdict && verdict.ok ? <Alert type="success" showIcon title={t('ui.serverOk')} data-fd-verdict="ok" /> : null}
          {verdict && 'ok' in verdict && !verdict.ok ? (
            <Alert type="error" showIcon data-fd-verdict="refused" title={t('ui.serverRefused', { message: verdict.errors.map((error) => `${error.path}: ${error.message}`).join('; ') })} />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
