/**
 * The fields of a schema as the store needs them: every named widget (for state and refs), the value
 * fields outside sub-forms, and each sub-form with its column fields.
 */
import type { FormSchema, Widget } from '../../schemas/form/types.ts';
import type { WidgetRegistry } from '../../widgets/registry.ts';
import { isRepeating } from '../../widgets/sub-form/rows-contract.ts';

export interface SubFormInfo {
  widget: Widget;
  /** The value fields of one row (any depth inside the sub-form). */
  fields: Widget[];
}

export interface FormIndex {
  /** Every widget by name (containers and display widgets too). */
  byName: Map<string, Widget>;
  /** Value fields outside sub-forms. */
  fields: Widget[];
  subForms: Map<string, SubFormInfo>;
  /** The sub-form a field belongs to, by field name. */
  subFormOf: Map<string, string>;
  /** The container names around each widget, outermost first (a hidden container hides its fields). */
  ancestors: Map<string, string[]>;
}

export function nameOf(widget: Widget): string {
  const name = widget.options?.name;
  return typeof name === 'string' && name ? name : widget.id;
}

export function buildIndex(schema: FormSchema, registry: WidgetRegistry): FormIndex {
  const index: FormIndex = { byName: new Map(), fields: [], subForms: new Map(), subFormOf: new Map(), ancestors: new Map() };
  const visit = (widget: Widget, subForm: SubFormInfo | undefined, parents: string[]) => {
    if (!widget || typeof widget !== 'object' || typeof widget.type !== 'string') return;
    const name = nameOf(widget);
    if (!index.byName.has(name)) {
      index.byName.set(name, widget);
      index.ancestors.set(name, parents);
    }
    const inside = [...parents, name];
    const kind = registry.kindOf(widget);
    if (kind === 'container') {
      const view = registry.entryOf(widget.type).containerView;
      if (isRepeating(view) && !subForm) {
        const info: SubFormInfo = { widget, fields: [] };
        index.subForms.set(name, info);
        for (const child of registry.childrenOf(widget)) visit(child, info, inside);
        return;
      }
      for (const child of registry.childrenOf(widget)) visit(child, subForm, inside);
      return;
    }
    if (kind !== 'field') return;
    if (subForm) {
      subForm.fields.push(widget);
      index.subFormOf.set(name, nameOf(subForm.widget));
    } else index.fields.push(widget);
  };
  for (const widget of schema.widgetList ?? []) visit(widget, undefined, []);
  return index;
}
