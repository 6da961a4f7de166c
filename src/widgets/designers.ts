/**
 * Every widget's designer part by type (containers included): the form designer builds its palette,
 * property panel, drop checks and new widgets only from this, so it never switches on widget types.
 * The parts are listed in ./catalogue/designers.ts, written from the folders by npm run widgets:index;
 * a widget folder without a designer.ts fails tests/unit/widget-designers.test.ts.
 */
import type { WidgetDesigner } from './designer-contract.ts';
import { folderDesigners } from './catalogue/designers.ts';

export const widgetDesigners: Readonly<Record<string, WidgetDesigner>> = Object.freeze(Object.fromEntries(folderDesigners.map((designer) => [designer.type, designer])));

/** The designer part of a type; undefined for a type the platform does not know (kept as it is, never offered). */
export function designerOf(type: string): WidgetDesigner | undefined {
  return Object.hasOwn(widgetDesigners, type) ? widgetDesigners[type] : undefined;
}
