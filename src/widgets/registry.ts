/**
 * The one widget registry: joins each type's pure model (./models.ts) with its view (listed by kind
 * in ./catalogue/views.ts, written from the widget folders by npm run widgets:index). The renderer and the
 * designer read widgets only through it, so neither switches on widget types.
 */
import type { Widget } from '../schemas/form/types.ts';
import type { WidgetTree } from '../schemas/form/walk.ts';
import type { WidgetKind, WidgetModel } from './model-contract.ts';
import type { ContainerView, FieldView } from './view-contract.ts';
import { folderContainerViews, folderDisplayViews, folderFieldViews } from './catalogue/views.ts';
import { widgetModels } from './models.ts';

export interface WidgetEntry {
  type: string;
  /**
   * From the model; without one, 'container' for a container view and 'field' for another view.
   * 'unknown': neither a model nor a view. A widget without a view renders as a placeholder naming it.
   */
  kind: WidgetKind | 'unknown';
  model?: WidgetModel;
  /** Field and display widgets. */
  view?: FieldView;
  /** Containers. */
  containerView?: ContainerView;
  /** The built-in type this one borrows its model/view from (customised VForm types of the corpus). */
  alias?: string;
}

/** A WidgetTree (src/schemas/form/walk.ts): walks given the registry read children and row containers from the models. */
export interface WidgetRegistry extends WidgetTree {
  entryOf(type: string): WidgetEntry;
  /** The direct children of a widget in render order (empty for non-containers). */
  childrenOf(widget: Widget): Widget[];
  /** Whether the widget's model repeats its fields per row (WidgetModel.repeatsRows: the sub-form). */
  repeatsRows(widget: Widget): boolean;
  /** The kind of one widget: its entry's, except that a view without a model follows formItemFlag. */
  kindOf(widget: Widget): WidgetKind | 'unknown';
  types(): string[];
}

export interface RegistryParts {
  models?: Readonly<Record<string, WidgetModel>>;
  fieldViews?: Readonly<Record<string, FieldView>>;
  containerViews?: Readonly<Record<string, ContainerView>>;
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Types written by the customised VForm designer of the corpus, read as the nearest built-in widget
 * when they have no model or view of their own: the document texts are static text, the document
 * input is an input, the department picker is the organisation check-tree.
 */
export const corpusAliases: Readonly<Record<string, string>> = {
  'file-title': 'static-text',
  'file-text': 'static-text',
  'document-input': 'input',
  department: 'deptcheck',
};

/** Children as VForm stores them: grid → cols, table → rows[].cols, tab → tabs, others → widgetList. */
export function structuralChildren(widget: Widget): Widget[] {
  const out: Widget[] = [];
  if (Array.isArray(widget.cols)) out.push(...widget.cols);
  if (Array.isArray(widget.rows)) for (const row of widget.rows) if (Array.isArray(row?.cols)) out.push(...row.cols);
  if (Array.isArray(widget.tabs)) out.push(...widget.tabs);
  if (Array.isArray(widget.widgetList)) out.push(...widget.widgetList);
  return out.filter((child): child is Widget => !!child && typeof child === 'object' && typeof child.type === 'string');
}

export function createRegistry(parts: RegistryParts): WidgetRegistry {
  const models = parts.models ?? {};
  const fields = parts.fieldViews ?? {};
  const containers = parts.containerViews ?? {};
  const aliases = parts.aliases ?? corpusAliases;
  const cache = new Map<string, WidgetEntry>();

  function resolve(type: string): WidgetEntry {
    const own = { model: models[type], view: fields[type], containerView: containers[type] };
    const target = aliases[type];
    const borrowed = target && !own.view && !own.containerView ? { model: models[target], view: fields[target], containerView: containers[target] } : undefined;
    const model = own.model ?? borrowed?.model;
    const view = own.view ?? borrowed?.view;
    const containerView = own.containerView ?? borrowed?.containerView;
    const kind: WidgetEntry['kind'] = model?.kind ?? (containerView ? 'container' : view ? 'field' : 'unknown');
    return {
      type,
      kind,
      ...(model ? { model } : {}),
      ...(view ? { view } : {}),
      ...(containerView ? { containerView } : {}),
      ...(borrowed && (borrowed.view || borrowed.containerView) ? { alias: target } : {}),
    };
  }

  return {
    entryOf(type) {
      let entry = cache.get(type);
      if (!entry) {
        entry = resolve(type);
        cache.set(type, entry);
      }
      return entry;
    },
    childrenOf(widget) {
      const model = this.entryOf(widget.type).model;
      return model?.children ? model.children(widget) : structuralChildren(widget);
    },
    repeatsRows(widget) {
      return this.entryOf(widget.type).model?.repeatsRows === true;
    },
    kindOf(widget) {
      const entry = this.entryOf(widget.type);
      if (entry.model || entry.kind !== 'field') return entry.kind;
      return widget.formItemFlag === false ? 'display' : 'field';
    },
    types() {
      return [...new Set([...Object.keys(models), ...Object.keys(fields), ...Object.keys(containers)])].sort();
    },
  };
}

export const widgetRegistry: WidgetRegistry = createRegistry({
  models: widgetModels,
  fieldViews: { ...folderDisplayViews, ...folderFieldViews },
  containerViews: folderContainerViews,
});
