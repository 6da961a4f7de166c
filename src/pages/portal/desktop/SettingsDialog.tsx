/**
 * The settings of one block of a desktop being edited: its title and what its widget offers (how many rows,
 * which category). OK hands the values to the desktop's draft; they are saved with the layout.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { BlockSettings, CategoryOption, PortalWidget } from '../widgets/types.ts';
import { usePortalT } from '../i18n.ts';
import { useDesktopT } from './settings-i18n.ts';

export interface BlockEdit {
  title?: string;
  settings: BlockSettings;
}

interface Values {
  title?: string;
  limit?: number | null;
  category?: string;
}

/** The choice of no category (every row); the server never sees it. */
const ALL = '';

export function SettingsDialog({ widget, initial, onOk, onCancel }: { widget: PortalWidget; initial: BlockEdit; onOk: (edit: BlockEdit) => void; onCancel: () => void }) {
  const { t, i18n } = useDesktopT();
  const { t: pt } = usePortalT();
  const [form] = Form.useForm<Values>();
  const name = pt(`widget.${widget.kind}.title`);
  const spec = widget.settings;
  const [categories, setCategories] = useState<CategoryOption[]>();
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const load = spec?.categories;

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(i18n.language, controller.signal).then(
      (options) => !controller.signal.aborted && setCategories(options),
      () => !controller.signal.aborted && setCategoriesFailed(true),
    );
    return () => controller.abort();
  }, [load, i18n.language]);

  const finish = (values: Values) => {
    const settings: BlockSettings = {};
    if (typeof values.limit === 'number' && values.limit !== spec?.limit?.default) settings.limit = values.limit;
    if (values.category) settings.category = values.category;
    const title = values.title?.trim();
    onOk({ ...(title ? { title } : {}), settings });
  };

  return (
    <Modal open title={t('settings.title', { name })} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <div data-testid="widget-settings-dialog">
        <Form
          form={form}
          layout="vertical"
          onFinish={finish}
          initialValues={{ title: initial.title ?? '', limit: initial.settings.limit ?? spec?.limit?.default, category: initial.settings.category ?? ALL }}
        >
          <Form.Item name="title" label={t('settings.blockTitle')} extra={t('settings.blockTitleHint', { name })}>
            <Input maxLength={100} placeholder={name} data-testid="widget-settings-title" />
          </Form.Item>
          {spec?.limit && (
            <Form.Item name="limit" label={t('settings.limit')} rules={[{ type: 'integer', min: 1, max: spec.limit.max, required: true }]}>
              <InputNumber min={1} max={spec.limit.max} precision={0} style={{ width: '100%' }} data-testid="widget-settings-limit" />
            </Form.Item>
          )}
          {load && (
            <Form.Item name="category" label={t('settings.category')}>
              <Select
                loading={!categories && !categoriesFailed}
                options={[{ value: ALL, label: t('settings.all') }, ...(categories ?? [])]}
                data-testid="widget-settings-category"
              />
            </Form.Item>
          )}
          {categoriesFailed && <Alert type="warning" showIcon message={t('settings.loadFailed')} />}
        </Form>
      </div>
    </Modal>
  );
}
