/**
 * The form runtime's public face, for pages (process start/approval, form detail) and the designer's
 * preview: the renderer, its handle and the seams it offers.
 */
export { FormRender, type FormRenderHandle, type FormRenderProps } from './FormRender.tsx';
export { FormValidationError } from './form-api.ts';
export { runScript, type FormEvent, type ScriptHost } from './script-host.ts';
export { scopeCss } from './css-scope.ts';
export { layoutOf, type FormLayout } from './layout.ts';
