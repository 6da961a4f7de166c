/**
 * The form the export tests use: the e2e "every widget" form plus one widget of each exporter type it
 * lacks (the corpus aliases, alert variants …), so every registered type is exported at least once.
 */
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import { widgetExporters } from '../../src/widgets/exporters.ts';
import { widgetModels } from '../../src/widgets/models.ts';
import { everyWidgetForm } from '../e2e/form-every-widget.ts';

const CONTAINERS_WITH_PARENTS = new Set(['grid-col', 'table-cell', 'tab-pane']);

export function exportFixture(): FormSchema {
  const form: FormSchema = structuredClone(everyWidgetForm);
  form.formConfig.name = 'Every widget 全部组件';
  const present = new Set(allWidgets(form.widgetList).map((widget) => widget.type));
  let n = 0;
  for (const type of Object.keys(widgetExporters)) {
    if (present.has(type) || CONTAINERS_WITH_PARENTS.has(type)) continue;
    const model = widgetModels[type];
    n += 1;
    const widget: Widget = { type, id: `${type}x${n}`, formItemFlag: model?.kind === 'field', options: { ...model?.defaults(), name: `extra${n}`, label: `Extra ${type}` } };
    if (model?.kind === 'container') widget.widgetList = [];
    form.widgetList.push(widget);
  }
  return form;
}

export function typesOf(form: FormSchema): Set<string> {
  return new Set(allWidgets(form.widgetList).map((widget) => widget.type));
}
