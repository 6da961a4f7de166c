/** Designer messages from outside React's tree (command refusals, copy, save): translated at show time. */
import { i18n } from '../../../runtime/i18n/index.ts';
import { feedback } from '../../../runtime/ui/feedback.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { CommandResult } from '../core/contract.ts';

export function designerText(text: I18nText): string {
  return i18n.t(text.key, { ns: 'designer', ...text.params });
}

export function toast(kind: 'success' | 'warning' | 'error' | 'info', text: string): void {
  void feedback().then((api) => api.message[kind](text));
}

/** Shows a refused command's message; answers whether the command went through. */
export function report(result: CommandResult): boolean {
  if (!result.ok) toast('warning', designerText(result.message));
  return result.ok;
}

/** A `ui.*` text of the designer page. */
export function uiText(key: string, params?: Record<string, unknown>): string {
  return i18n.t(`ui.${key}`, { ns: 'designer', ...params });
}
