/** Corpus type `department`: the department checker's snippets. */
import { exporter as deptcheck } from '../deptcheck/export.ts';
import { aliasExporter } from '../export-kit.ts';

export const exporter = aliasExporter('department', deptcheck);
