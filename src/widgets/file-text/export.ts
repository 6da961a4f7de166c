/** Corpus type `file-text`: the static text's snippets. */
import { aliasExporter } from '../export-kit.ts';
import { exporter as staticText } from '../static-text/export.ts';

export const exporter = aliasExporter('file-text', staticText);
