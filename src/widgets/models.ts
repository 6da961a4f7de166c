/**
 * Every widget model by type: the pure half of each widget folder (listed in ./catalogue/models.ts,
 * written from the folders by npm run widgets:index). The server validates submissions with these,
 * the registry (./registry.ts) joins them with the views.
 */
import type { WidgetModel } from './model-contract.ts';
import { folderModels } from './catalogue/models.ts';

export const widgetModels: Readonly<Record<string, WidgetModel>> = Object.freeze(Object.fromEntries(folderModels.map((model) => [model.type, model])));

/** The model of a type, or undefined for a type the platform does not know (rendered as a placeholder, its value dropped on submit). */
export function modelOf(type: string): WidgetModel | undefined {
  return Object.hasOwn(widgetModels, type) ? widgetModels[type] : undefined;
}
