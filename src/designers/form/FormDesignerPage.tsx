/**
 * /bpm/form/formEdit[?formId=…]: the form designer. Palette and outline on the left, the canvas in the
 * middle, the property panel and the history on the right (drawers on a phone). The form lives in the
 * designer store; the page loads it (/bpmForm/get), keeps a draft in localStorage on every change,
 * saves it (/bpmForm/edit) and asks before leaving with unsaved changes.
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Drawer, Grid, Spin, Tabs } from 'antd';
import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router-dom';
import { changeLanguage, i18n } from '../../runtime/i18n/index.ts';
import { replaceTabAddress } from '../../runtime/tabs/replace-tab.ts';
import { loadPatternEngine } from '../../schemas/form/pattern.ts';
import type { FormSchema } from '../../schemas/form/types.ts';
import type { DesignerStore } from './core/contract.ts';
import { commands, createDesignerStore, emptyForm, openForm } from './ui/core-link.ts';
import { Canvas } from './ui/Canvas.tsx';
import { HistoryPanel } from './ui/HistoryPanel.tsx';
import { ImportDialog } from './ui/ImportDialog.tsx';
import { useDesignerKeys } from './ui/keyboard.ts';
import { designerText, toast, uiText } from './ui/notify.ts';
import { OutlineTree } from './ui/OutlineTree.tsx';
import { PropertyPanel } from './panel/PropertyPanel.tsx';
import { Palette } from './ui/Palette.tsx';
import { dropDraft, loadForm, openingLocale, readDraft, saveForm, writeDraft, type Draft, type FormRecord } from './ui/persistence.ts';
import { DesignerStoreContext } from './ui/store-hooks.ts';
import { designerTemplates } from './ui/templates-link.ts';
import { Toolbar } from './ui/Toolbar.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the designer's stylesheet
import './ui/designer.css';
// oxlint-disable-next-line import/no-unassigned-import -- adds the ui.* texts to i18next
import './ui/i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- widget names, property labels and choices (designer ns)
import '../../widgets/designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- container actions and their refusals
import '../../widgets/container-designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- history step names and the core's refusals
import './core/i18n.ts';

// The property panel is part of the opened designer (its presence is "open"): imported with the page, so
// its code loads in parallel with the page's own instead of being asked for once the page's module runs,
// a round trip later than the canvas needs it (issue #13).
// Opened on demand: the exporters and the preview's renderer wrapper stay out of the designer's first load.
const ExportDialog = lazy(async () => ({ default: (await import('./ui/ExportDialog.tsx')).ExportDialog }));
const PreviewDialog = lazy(async () => ({ default: (await import('./ui/PreviewDialog.tsx')).PreviewDialog }));

type Dialog = null | 'preview' | 'import' | { export: 'json' | 'vue2' };

type Opening = { form: FormSchema; record: FormRecord };

/** The saved form by id (checked and migrated by openForm), or a new empty one. */
function openingLoad(formId: string | null): Promise<Opening> {
  if (!formId) return Promise.resolve({ form: emptyForm(), record: { name: '' } });
  return loadForm(formId).then((loaded) => {
    const opened = openForm(loaded.conf);
    if ('error' in opened) throw new Error(designerText(opened.error));
    return { form: opened.form, record: { id: loaded.id ?? formId, name: loaded.name ?? '', status: loaded.status ?? 0, remark: loaded.remark ?? null } };
  });
}

function useFormLoading(store: DesignerStore, formId: string | null) {
  const [record, setRecord] = useState<FormRecord>({ name: '' });
  /** The name as last loaded or saved: a rename alone is an unsaved change (draft, leave prompt) until saved. */
  const [savedName, setSavedName] = useState('');
  const [loading, setLoading] = useState(!!formId);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The id a first save just gave the form: the URL follows it, but the open form must not be reloaded. */
  const justSaved = useRef<string | null>(null);
  // The form the page opens with is asked for as the page first renders, not after its first commit:
  // the request then runs alongside that render (palette, panel, toolbar) instead of after it (issue #13).
  const [early] = useState(() => {
    const load = openingLoad(formId);
    // Its failure is handled once the effect takes it; until then it is not an unhandled rejection.
    load.catch(() => undefined);
    return { formId, load };
  });
  useEffect(() => {
    let live = true;
    if (formId && formId === justSaved.current) return undefined;
    const load = early.formId === formId ? early.load : openingLoad(formId);
    load
      .then((opened) => {
        if (!live) return;
        // One render for the opened form: the store's subscribers would otherwise render on their own
        // (a synchronous update) and the canvas in a second pass a task later (issue #13).
        flushSync(() => {
          store.reset(opened.form);
          setRecord(opened.record);
          setSavedName(opened.record.name);
          setError(null);
          setDraft(readDraft(formId));
          setLoading(false);
        });
      })
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [store, formId, early]);
  const adoptSavedId = useCallback((id: string) => {
    justSaved.current = id;
  }, []);
  return { record, setRecord, savedName, setSavedName, loading, error, draft, setDraft, adoptSavedId, justSaved };
}

export default function FormDesignerPage() {
  const { t } = useTranslation('designer');
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const formId = params.get('formId') ?? params.get('id');
  const [store] = useState(() => createDesignerStore(emptyForm()));
  const { record, setRecord, savedName, setSavedName, loading, error, draft, setDraft, adoptSavedId, justSaved } = useFormLoading(store, formId);
  const renamed = record.name !== savedName;
  // Read by the unload listener, which is registered once; kept current after each commit.
  const renamedRef = useRef(renamed);
  useEffect(() => {
    renamedRef.current = renamed;
  }, [renamed]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saving, setSaving] = useState(false);
  const [drawer, setDrawer] = useState<null | 'left' | 'right'>(null);
  const screens = Grid.useBreakpoint();
  const compact = screens.lg === false;
  useDesignerKeys(store);
  // The palette and outline mount in a transition after the first commit: the canvas and the property
  // panel are what opening a form shows first, and an interruptible transition lets the form's arrival
  // and its canvas go before them instead of after ~100 widget entries and a tab strip's measuring (issue #13).
  const [sideReady, setSideReady] = useState(false);
  useEffect(() => startTransition(() => setSideReady(true)), []);

  // The pattern engine the validation editor judges patterns with: loaded on open, not on first use,
  // but once the browser is idle: its 150 KB chunk is not what the canvas needs to show (issue #13).
  useEffect(() => {
    const load = () => void loadPatternEngine().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') return load();
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  // form-designer §1: the designer's locale under v_form_locale; the app's own newer choice wins (openingLocale).
  useEffect(() => {
    const locale = openingLocale();
    if (locale && locale !== (i18n.language === 'en' ? 'en' : 'zh')) void changeLanguage(locale);
  }, []);

  // Every change goes to the draft, a rename of the form too; a reload offers it back.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (store.isDirty() || renamed) writeDraft(formId, { savedAt: Date.now(), record, form: store.getState().form });
      }, 300);
    };
    const unsubscribe = store.subscribe(schedule);
    // A new record (a rename) re-runs this effect, which dropped the pending write: schedule it again.
    if (store.isDirty() || renamed) schedule();
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, formId, record, renamed]);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!store.isDirty() && !renamedRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [store]);

  // Another address asks first, another ?formId= on the same path too (it would reload and reset the
  // store). The address a first save gives the form is not leaving it.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!store.isDirty() && !renamed) return false;
    if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
    const next = new URLSearchParams(nextLocation.search);
    const nextId = next.get('formId') ?? next.get('id');
    return !(currentLocation.pathname === nextLocation.pathname && nextId !== null && nextId === justSaved.current);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({ title: t('ui.leaveConfirm'), okText: t('ui.ok'), cancelText: t('ui.cancel'), onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker, modal, t]);

  const save = useCallback(async () => {
    const name = record.name.trim() || (typeof store.getState().form.formConfig.name === 'string' ? String(store.getState().form.formConfig.name).trim() : '');
    if (!name) {
      toast('warning', uiText('nameRequired'));
      return;
    }
    setSaving(true);
    try {
      const form: FormSchema = store.getState().form;
      const id = await saveForm({ ...record, name }, form);
      store.markSaved();
      dropDraft(formId);
      dropDraft(null);
      setRecord({ ...record, name, ...(id ? { id } : {}) });
      setSavedName(name);
      toast('success', uiText('saved'));
      if (id && id !== formId) {
        adoptSavedId(id);
        // The open tab takes the new address (no second tab for ?formId=); the draft now belongs to the id.
        const here = `${window.location.pathname}${window.location.search}`;
        replaceTabAddress(here, `${window.location.pathname}?${new URLSearchParams({ formId: id }).toString()}`);
        setParams({ formId: id }, { replace: true });
      }
    } catch (failure) {
      toast('error', failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }, [record, store, formId, setParams, setRecord, setSavedName, adoptSavedId]);

  // The draft comes back as one undoable step over the loaded form, so the page stays unsaved.
  const restoreDraft = () => {
    if (!draft) return;
    store.dispatch(commands.restoreDraft(draft.form));
    setRecord({ ...record, ...draft.record, ...(record.id ? { id: record.id } : {}) });
    setDraft(null);
  };

  const left = (
    <Tabs
      size="small"
      items={[
        { key: 'palette', label: t('ui.palette'), children: <Palette /> },
        { key: 'outline', label: t('ui.outline'), children: <OutlineTree /> },
      ]}
    />
  );
  const right = (
    <Tabs
      size="small"
      items={[
        {
          key: 'properties',
          label: t('ui.properties'),
          children: (
            <div className="fd-panel">
              <PropertyPanel store={store} />
            </div>
          ),
        },
        { key: 'history', label: t('ui.history'), children: <HistoryPanel /> },
      ]}
    />
  );

  return (
    <DesignerStoreContext.Provider value={store}>
      <div className={`fd-page${compact ? ' fd-compact' : ''}`} data-fd-page>
        <Toolbar
          name={record.name}
          onName={(name) => setRecord({ ...record, name })}
          renamed={renamed}
          saving={saving}
          onSave={() => void save()}
          onPreview={() => setDialog('preview')}
          onImport={() => setDialog('import')}
          onExport={(target) => setDialog({ export: target })}
          templates={designerTemplates}
          compact={compact}
        />
        {draft ? (
          <Alert
            type="info"
            showIcon
            className="fd-draft"
            title={t('ui.draftFound', { time: new Date(draft.savedAt).toLocaleString() })}
            action={
              <span className="fd-draft-actions">
                <Button size="small" type="primary" onClick={restoreDraft} data-fd-draft="restore">
                  {t('ui.draftRestore')}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    dropDraft(formId);
                    setDraft(null);
                  }}
                >
                  {t('ui.draftDiscard')}
                </Button>
              </span>
            }
          />
        ) : null}
        {error ? <Alert type="error" showIcon title={t('ui.loadFailed', { message: error })} /> : null}
        <div className="fd-body">
          {compact ? null : <aside className="fd-left">{sideReady ? left : <Spin size="small" className="fd-side-wait" />}</aside>}
          <main className="fd-center">{loading ? <Spin description={t('ui.loading')}><div className="fd-loading" /></Spin> : <Canvas />}</main>
          {compact ? null : <aside className="fd-right">{right}</aside>}
        </div>
        {compact ? (
          <div className="fd-drawer-buttons">
            <Button shape="round" icon={<AppstoreOutlined />} onClick={() => setDrawer('left')} data-fd-drawer="left">
              {t('ui.palette')}
            </Button>
            <Button shape="round" icon={<SettingOutlined />} onClick={() => setDrawer('right')} data-fd-drawer="right">
              {t('ui.properties')}
            </Button>
          </div>
        ) : null}
        {compact ? (
          <>
            <Drawer placement="left" open={drawer === 'left'} onClose={() => setDrawer(null)} size={300} title={t('ui.palette')}>
              {left}
            </Drawer>
            <Drawer placement="right" open={drawer === 'right'} onClose={() => setDrawer(null)} size={340} title={t('ui.properties')}>
              {right}
            </Drawer>
          </>
        ) : null}
        {/* Both lazy dialogs suspend here while their code loads, not in the route's boundary (which hid the whole designer behind its spinner). */}
        <Suspense fallback={null}>
          {dialog === 'preview' ? <PreviewDialog form={store.getState().form} open onClose={() => setDialog(null)} /> : null}
          {dialog && typeof dialog === 'object' ? <ExportDialog form={store.getState().form} open initialTarget={dialog.export} onClose={() => setDialog(null)} /> : null}
        </Suspense>
        <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      </div>
    </DesignerStoreContext.Provider>
  );
}
