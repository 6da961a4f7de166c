/**
 * The widget types the platform knows and their kind, for code under src/schemas that must tell
 * fields from containers without loading the widget models (the migrations, the walker's default).
 * The lists (./widget-type-table.ts) are written from the widget folders' models by
 * npm run widgets:index; tests/unit/widget-index.test.ts fails while they are out of date.
 */
export type WidgetTypeKind = 'container' | 'field' | 'display';

import { CONTAINER_TYPES, DISPLAY_TYPES, FIELD_TYPES } from './widget-type-table.ts';

export { CONTAINER_TYPES, DISPLAY_TYPES, FIELD_TYPES };

export const WIDGET_TYPE_KINDS: Readonly<Record<string, WidgetTypeKind>> = Object.freeze({
  ...Object.fromEntries(CONTAINER_TYPES.map((type) => [type, 'container' as const])),
  ...Object.fromEntries(FIELD_TYPES.map((type) => [type, 'field' as const])),
  ...Object.fromEntries(DISPLAY_TYPES.map((type) => [type, 'display' as const])),
});

export function kindOfType(type: string): WidgetTypeKind | undefined {
  return Object.hasOwn(WIDGET_TYPE_KINDS, type) ? WIDGET_TYPE_KINDS[type] : undefined;
}
