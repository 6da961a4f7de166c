/**
 * The designer's bar: form name, undo/redo, clear, preview, import/export JSON, export code,
 * templates, language, save. Each button acts through the store or opens its dialog. One row at 1440 px
 * inside the shell: the frequent actions carry their text, the others are icons with tooltips; on a
 * phone clear, import/export JSON and templates sit behind 更多.
 */
import { App, Badge, Button, Dropdown, Input, Space, Tooltip, type MenuProps } from 'antd';
import {
  ClearOutlined,
  CodeOutlined,
  DownloadOutlined,
  EllipsisOutlined,
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
  /** The name differs from the saved one: unsaved even when the form itself is not. */
  renamed?: boolean;
  saving: boolean;
  onSave(): void;
  onPreview(): void;
  onImport(): void;
  onExport(target: 'json' | 'vue2'): void;
  templates: readonly TemplateEntry[];
  compact: boolean;
}

export function Toolbar({ name, onName, renamed = false, saving, onSave, onPreview, onImport, onExport, templates, compact }: Props) {
  const { t, i18n } = useTranslation('designer');
  const { modal } = App.useApp();
  const store = useDesignerStore();
  const canUndo = useDesignerSelector((current) => current.canUndo());
  const canRedo = useDesignerSelector((current) => current.canRedo());
  const dirty = useDesignerSelector((current) => current.isDirty()) || renamed;
  const empty = useDesignerSelector((current) => current.getState().form.widgetList.length === 0);

  /** A button with its tooltip; its text shows only where `labelled` (the bar is one row at 1440 inside the shell). */
  const tool = (key: string, label: string, icon: React.ReactNode, onClick: () => void, disabled = false, labelled = false) => (
    <Tooltip key={key} title={label}>
      <Button icon={icon} onClick={onClick} disabled={disabled} aria-label={label} data-fd-tool={key}>
        {labelled && !compact ? label : null}
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
      if (report(store.dispatch(commands.loadTemplate(entry.form(), entry.label)))) toast('success', uiText('templateLoaded'));
    } catch {
      toast('error', uiText('templateFailed'));
    }
  };

  const toggleLanguage = () => {
    const next = i18n.language === 'en' ? 'zh' : 'en';
    rememberLocale(next);
    void changeLanguage(next);
  };

  const confirmTemplate = (entry: TemplateEntry) =>
    empty ? loadTemplate(entry) : modal.confirm({ title: t('ui.templateConfirm'), okText: t('ui.ok'), cancelText: t('ui.cancel'), onOk: () => loadTemplate(entry) });
  const templateItems: NonNullable<MenuProps['items']> =
    templates.length > 0
      ? templates.map((entry) => ({ key: `template:${entry.key}`, label: t(entry.label), onClick: () => confirmTemplate(entry) }))
      : [{ key: 'template:none', label: t('ui.noTemplates'), disabled: true }];

  // On a phone the less used actions go behind 更多, so name, undo/redo, preview, code, language and
  // save fit a 390 px screen in two rows (name above); on a desktop every action has its own button.
  const more: MenuProps['items'] = [
    { key: 'clear', label: t('ui.clear'), icon: <ClearOutlined />, disabled: empty, onClick: clear },
    { key: 'import', label: t('ui.importJson'), icon: <UploadOutlined />, onClick: onImport },
    { key: 'exportJson', label: t('ui.exportJson'), icon: <DownloadOutlined />, onClick: () => onExport('json') },
    { key: 'templates', label: t('ui.templates'), icon: <FileAddOutlined />, children: templateItems },
  ];

  return (
    <div className="fd-toolbar">
      <Input className="fd-form-name" value={name} placeholder={t('ui.untitled')} aria-label={t('ui.formName')} onChange={(event) => onName(event.target.value)} />
      <Badge status={dirty ? 'warning' : 'success'} text={compact ? undefined : dirty ? t('ui.dirty') : t('ui.clean')} />
      <Space.Compact>
        {tool('undo', t('ui.undo'), <UndoOutlined />, () => store.undo(), !canUndo)}
        {tool('redo', t('ui.redo'), <RedoOutlined />, () => store.redo(), !canRedo)}
      </Space.Compact>
      {compact ? null : tool('clear', t('ui.clear'), <ClearOutlined />, clear, empty)}
      {tool('preview', t('ui.preview'), <EyeOutlined />, onPreview, false, true)}
      {compact ? null : tool('import', t('ui.importJson'), <UploadOutlined />, onImport)}
      {compact ? null : tool('exportJson', t('ui.exportJson'), <DownloadOutlined />, () => onExport('json'))}
      {tool('exportCode', t('ui.exportCode'), <CodeOutlined />, () => onExport('vue2'), false, true)}
      {compact ? null : (
        <Dropdown trigger={['click']} menu={{ items: templateItems }}>
          <Button icon={<FileAddOutlined />} data-fd-tool="templates" aria-label={t('ui.templates')}>
            {t('ui.templates')}
          </Button>
        </Dropdown>
      )}
      {tool('language', t('ui.language'), <TranslationOutlined />, toggleLanguage)}
      {compact ? (
        <Dropdown trigger={['click']} menu={{ items: more }}>
          <Button icon={<EllipsisOutlined />} data-fd-tool="more" aria-label={t('ui.more')} />
        </Dropdown>
      ) : null}
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} data-fd-tool="save" className="fd-save">
        {t('ui.save')}
      </Button>
    </div>
  );
}
