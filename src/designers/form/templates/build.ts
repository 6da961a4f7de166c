/**
 * Building blocks of the built-in templates: widgets exactly as the designer would drop them (the
 * widget model's defaults, VForm's markers), with the template's own names and labels on top, so a
 * template opened in the designer shows every property and exports like a hand-built form.
 */
import { defaultFormConfig } from '../../../schemas/form/config.ts';
import type { FormConfig, FormSchema, Lang, Widget, WidgetOptions } from '../../../schemas/form/types.ts';
import { STRUCTURAL_TYPES } from '../../../widgets/container-designer-kit.ts';
import { modelOf } from '../../../widgets/models.ts';

/** A text in both languages; the template is built in the designer's language. */
export type Bilingual = { zh: string; en: string };

export interface FormTemplate {
  key: string;
  /** i18n keys in the 'designer' namespace (./i18n.ts). */
  title: string;
  description: string;
  build(lang: Lang): FormSchema;
}

function defaultsOf(type: string): WidgetOptions {
  const model = modelOf(type);
  if (!model) throw new Error(`template uses unknown widget type ${type}`);
  return model.defaults();
}

export function field(type: string, name: string, label: string, options: Partial<WidgetOptions> = {}): Widget {
  return { type, icon: type, formItemFlag: true, id: name, options: { ...defaultsOf(type), name, label, ...options } };
}

export function display(type: string, name: string, options: Partial<WidgetOptions> = {}): Widget {
  return { type, icon: type, formItemFlag: false, id: name, options: { ...defaultsOf(type), name, ...options } };
}

export function container(type: string, name: string, children: Partial<Widget>, options: Partial<WidgetOptions> = {}): Widget {
  // Which children are structural is the container parts' knowledge, not the templates'.
  return { type, category: 'container', icon: type, ...(STRUCTURAL_TYPES.has(type) ? { internal: true } : {}), id: name, options: { ...defaultsOf(type), name, ...options }, ...children };
}

/** A grid of equal columns, one widget per column (24 / n each). */
export function row(name: string, widgets: readonly Widget[]): Widget {
  const span = Math.floor(24 / widgets.length);
  return container('grid', name, {
    cols: widgets.map((widget, i) => container('grid-col', `${name}col${i + 1}`, { widgetList: [widget] }, { span, md: span, sm: 24, xs: 24, responsive: true })),
  });
}

export function title(name: string, text: string): Widget {
  return display('static-text', name, { textContent: text, fontSize: '20px', fontWeight: 'bold', textAlign: 'center' });
}

export function config(lang: Lang, name: string, extra: Partial<FormConfig> = {}): FormConfig {
  return { ...defaultFormConfig(), name, labelWidth: lang === 'en' ? 140 : 110, ...extra };
}

export const pick = (lang: Lang, text: Bilingual): string => text[lang];
