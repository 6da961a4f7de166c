/**
 * The designer's bar: form name, undo/redo, clear, preview, import/export JSON, export code,
 * templates, language, save. Each button acts through the store or opens its dialog.
 */
import { App, Badge, Button, Dropdown, Input, Space, Tooltip } from 'antd';
import {
  ClearOutlined,
  CodeOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileAddOutlined,
  RedoOutlined,
  SaveOutlined,
  TranslationOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../runtime/i18n/index.ts';
import type { FormSchema } from '../../../schemas/form/types.ts';
import type { Command } from '../core/contract.ts';
import { commands } from './core-link.ts';
import { rememberLocale } from './persistence.ts';
import { report, toast, uiText } from './notify.ts';
import { useDesignerSelector, useDesignerStore } from './store-hooks.ts';

/** Clearing keeps the form configuration and is one undoable step. */
const clearCommand: Command = {
  label: { key: 'ui.clear' },
  apply: (form) => ({ form: { ...form, widgetList: [] }, select: null }),
};

export interface TemplateEntry {
  key: string;
  /** An i18n key in the 'designer' namespace. */
  label: string;
  form(): FormSchema;
}

interface Props {
  name: string;
  onName(name: string): void;
  saving: boolean;
  onSave(): void;
  onPreview(): void;
  onImport(): void;
  onExport(target: 'json' | 'vue2'): void;
  templates: readonly TemplateEntry[];
  compact: boolean;
}

export function Toolbar({ name, onName, saving, onSave, onPreview, onImport, onExport, templates, compact }: Props) {
  const { t, i18n } = useTranslation('designer');
  const { modal } = App.useApp();
  const store = useDesignerStore();
  const canUndo = useDesignerSelector((current) => current.canUndo());
  const canRedo = useDesignerSelector((current) => current.canRedo());
  const dirty = useDesignerSelector((current) => current.isDirty());
  const empty = useDesignerSelector((current) => current.getState().form.widgetList.length === 0);

  const tool = (key: string, label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip key={key} title={label}>
      <Button icon={icon} onClick={onClick} disabled={disabled} aria-label={label} data-fd-tool={key}>
        {compact ? null : label}
      </Button>
    </Tooltip>
  );

  const clear = () =>
    modal.confirm({
      title: t('ui.clearConfirm'),
      okText: t('ui.ok'),
      cancelText: t('ui.cancel'),
      onOk: () => report(store.dispatch(clearCommand)),
    });

  const loadTemplate = (entry: TemplateEntry) => {
    try {
      if (report(store.dispatch(commands.importForm(entry.form())))) toast('success', uiText('templateLoaded'));
    } catch {
      toast('error', uiText('templateFailed'));
    }
  };

  const toggleLanguage = () => {
    const next = i18n.language === 'en' ? 'zh' : 'en';
    rememberLocale(next);
    void changeLanguage(next);
  };

  return (
    <div className="fd-toolbar">
      <Input className="fd-form-name" value={name} placeholder={t('ui.untitled')} aria-label={t('ui.formName')} onChange={(event) => onName(event.target.value)} />
      <Badge status={dirty ? 'warning' : 'success'} text={compact ? undefined : dirty ? t('ui.dirty') : t('ui.clean')} />
      <Space.Compact>
        {tool('undo', t('ui.undo'), <UndoOutlined />, () => store.undo(), !canUndo)}
        {tool('redo', t('ui.redo'), <RedoOutlined />, () => store.redo(), !canRedo)}
      </Space.Compact>
      {tool('clear', t('ui.clear'), <ClearOutlined />, clear, empty)}
      {tool('preview', t('ui.preview'), <EyeOutlined />, onPreview)}
      {tool('import', t('ui.importJson'), <UploadOutlined />, onImport)}
      {tool('exportJson', t('ui.exportJson'), <DownloadOutlined />, () => onExport('json'))}
      {tool('exportCode', t('ui.exportCode'), <CodeOutlined />, () => onExport('vue2'))}
      <Dropdown
        trigger={['click']}
        menu={{
          items: templates.length > 0 ? templates.map((entry) => ({ key: entry.key, label: t(entry.label), onClick: () => (empty ? loadTemplate(entry) : modal.confirm({ title: t('ui.templateConfirm'), okText: t('ui.ok'), cancelText: t('ui.cancel'), onOk: () => loadTemplate(entry) })) })) : [{ key: 'none', label: t('ui.noTemplates'), disabled: true }],
        }}
      >
        <Button icon={<FileAddOutlined />} data-fd-tool="templates" aria-label={t('ui.templates')}>
          {compact ? null : t('ui.templates')}
        </Button>
      </Dropdown>
      {tool('language', t('ui.language'), <TranslationOutlined />, toggleLanguage)}
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} data-fd-tool="save">
        {t('ui.save')}
      </Button>
    </div>
  );
}
