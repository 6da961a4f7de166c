/** Corpus type `file-title`: the static text's snippets. */
import { aliasExporter } from '../export-kit.ts';
import { exporter as staticText } from '../static-text/export.ts';

export const exporter = aliasExporter('file-title', staticText);
