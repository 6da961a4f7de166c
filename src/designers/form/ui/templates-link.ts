/** The built-in templates the toolbar offers (src/designers/form/templates), each opened as one undoable step. */
import type { TemplateEntry } from './Toolbar.tsx';

export const designerTemplates: readonly TemplateEntry[] = [];
