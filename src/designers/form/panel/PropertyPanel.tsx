/**
 * The property panel (form-designer §2, issue #13): the selected widget's properties from its designer
 * part, grouped by PropertySpec.group, or the form configuration when nothing is selected. Every change
 * is the core's setOption / setFormConfig command, so it is one named undo step and the core's checks
 * (names, PropertySpec.check) decide. No widget type is named here: the part says what to show.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Collapse, Empty, Popover, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig, Widget } from '../../../schemas/form/types.ts';
import type { I18nText, PropertyGroup, PropertySpec } from '../../../widgets/designer-contract.ts';
import { designerOf } from '../../../widgets/designers.ts';
import type { Command, DesignerStore } from '../core/contract.ts';
import { setFormConfig, setOption, typed } from '../core/commands.ts';
import { getDotted } from '../core/tree.ts';
import type { EditorContext } from '../editors/contract.ts';
import { configAsOptions, formConfigProperties } from './form-config-props.ts';
import { PropertyRow } from './PropertyRow.tsx';
import { useFormConfig, useSelectedId, useWidget } from './use-store.ts';
// oxlint-disable-next-line import/no-unassigned-import -- adds the panel.* and editor.* texts to i18next
import './i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the prop.* / choice.* labels the parts name
import '../../../widgets/designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the containers' action.* / error.* texts
import '../../../widgets/container-designer-i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the core's refusals (error.duplicateName …)
import '../core/i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet has no binding
import './property-panel.css';

export const GROUP_ORDER: readonly PropertyGroup[] = ['basic', 'advanced', 'validation', 'linkage', 'calculation', 'event'];

/** Visible properties by group, in display order; empty groups left out. */
export function groupProperties(properties: readonly PropertySpec[], options: Record<string, unknown>): Array<{ group: PropertyGroup; specs: PropertySpec[] }> {
  return GROUP_ORDER.map((group) => ({
    group,
    specs: properties.filter((spec) => spec.group === group && (spec.visible ? spec.visible(options as Widget['options']) : true)),
  })).filter((entry) => entry.specs.length > 0);
}

function dispatchOf(store: DesignerStore) {
  return (command: Command): I18nText | null => {
    const result = store.dispatch(command);
    return result.ok ? null : result.message;
  };
}

type Commit = (key: string, value: unknown, typing?: boolean) => I18nText | null;

/**
 * The first group (basic: label, name …) is drawn with the selection; the others follow in a
 * transition right after, so a click shows its widget's properties in the next frame instead of
 * waiting for some forty editors to mount.
 */
function useRestReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/** A callback that keeps its identity while calling the latest closure (rows are memoised on it). */
function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

function Groups({ groups, read, commit, context, scope }: { groups: ReturnType<typeof groupProperties>; read: (key: string) => unknown; commit: Commit; context: EditorContext; scope: string }) {
  const { t } = useTranslation('designer');
  const rest = useRestReady();
  const items = groups.map(({ group, specs }, at) => ({
    key: group,
    label: t(`panel.group.${group}`),
    children: at === 0 || rest ? specs.map((spec) => <PropertyRow key={spec.key} spec={spec} value={read(spec.key)} commit={commit} context={context} scope={scope} />) : null,
  }));
  // Scripts are long and rarely edited: their group starts folded.
  const open = groups.map((entry) => entry.group).filter((group) => group !== 'event');
  return <Collapse size="small" ghost defaultActiveKey={open} items={items} />;
}

function WidgetProperties({ store, widget }: { store: DesignerStore; widget: Widget }) {
  const { t } = useTranslation('designer');
  const run = useMemo(() => dispatchOf(store), [store]);
  const properties = designerOf(widget.type)?.properties ?? [];
  const options = (widget.options ?? {}) as Record<string, unknown>;
  const groups = groupProperties(properties, options);
  // Stable across keystrokes (the panel is keyed by widget id), so unchanged rows skip their render.
  const commit = useCallback<Commit>((key, value, typing) => run(typed(setOption(widget.id, key, value), widget.id, key, typing)), [run, widget.id]);
  const context = useMemo<EditorContext>(() => ({ store, widget, run, setOther: commit }), [store, widget, run, commit]);
  const typeName = t(`widget.${widget.type}`, { defaultValue: widget.type });
  return (
    <>
      <div className="fh-property-panel-head">
        <Typography.Title level={5}>{t('panel.widgetTitle')}</Typography.Title>
        <Tag>{typeName}</Tag>
        <Typography.Text type="secondary" copyable={{ text: widget.id }} style={{ fontSize: 12 }}>
          {widget.id}
        </Typography.Text>
      </div>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.noProperties')} />
      ) : (
        <Groups groups={groups} read={(key) => getDotted(options, key)} commit={commit} context={context} scope={widget.id} />
      )}
    </>
  );
}

function FormProperties({ store }: { store: DesignerStore }) {
  const { t } = useTranslation('designer');
  const formConfig = useFormConfig(store);
  const run = useMemo(() => dispatchOf(store), [store]);
  const record = (formConfig ?? {}) as FormConfig;
  const commit = useStableCallback<Parameters<Commit>, ReturnType<Commit>>((key, value, typing) => {
    // setFormConfig has no property list to check against: the config's own checks run here.
    const spec = formConfigProperties.find((item) => item.key === key);
    const refusal = spec?.check?.(value, configAsOptions(record));
    return refusal ?? run(typed(setFormConfig(key, value), '', key, typing));
  });
  const context = useMemo<EditorContext>(() => ({ store, widget: null, run, setOther: commit }), [store, run, commit]);
  return (
    <>
      <div className="fh-property-panel-head">
        <Typography.Title level={5}>{t('panel.formTitle')}</Typography.Title>
      </div>
      <Groups groups={groupProperties(formConfigProperties, record)} read={(key) => getDotted(record, key)} commit={commit} context={context} scope="form" />
    </>
  );
}

/**
 * antd registers a component's CSS variables (a <style> in the head) while one instance is mounted and
 * removes them with the last one. The panel is rebuilt on each selection, so for the components only
 * it uses, every click removed and re-added stylesheets, each a restyle of the whole page (issue #13).
 * One hidden instance of each, mounted with the panel, keeps their styles in place.
 */
function KeepStyles() {
  return (
    <div hidden aria-hidden>
      <Typography.Text />
      <Tag />
      <Collapse items={[]} />
      <Popover>
        <span />
      </Popover>
    </div>
  );
}

export function PropertyPanel({ store }: { store: DesignerStore }) {
  const { t } = useTranslation('designer');
  const selectedId = useSelectedId(store);
  const widget = useWidget(store, selectedId);
  return (
    <section className="fh-property-panel" aria-label={t('panel.title')}>
      <KeepStyles />
      {selectedId === null ? (
        <FormProperties store={store} />
      ) : widget ? (
        // Keyed by widget: editors' drafts belong to one widget and are committed when it is left.
        <WidgetProperties key={widget.id} store={store} widget={widget} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.widgetMissing')} />
      )}
    </section>
  );
}
