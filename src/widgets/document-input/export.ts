/** Corpus type `document-input`: the input's snippets. */
import { aliasExporter } from '../export-kit.ts';
import { exporter as input } from '../input/export.ts';

export const exporter = aliasExporter('document-input', input);
