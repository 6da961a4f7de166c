/**
 * Every widget's code-export part by type (src/widgets/<type>/export.ts, listed in
 * ./catalogue/exporters.ts by npm run widgets:index). The exporters of src/designers/form/export read
 * widgets only through this, so adding a widget is adding its folder.
 */
import type { WidgetExporter } from './export-contract.ts';
import { folderExporters } from './catalogue/exporters.ts';

export const widgetExporters: Readonly<Record<string, WidgetExporter>> = Object.freeze(Object.fromEntries(folderExporters.map((exporter) => [exporter.type, exporter])));

/** The export part of a type; undefined for a type the platform does not know (the generated code says so in a comment). */
export function exporterOf(type: string): WidgetExporter | undefined {
  return Object.hasOwn(widgetExporters, type) ? widgetExporters[type] : undefined;
}
