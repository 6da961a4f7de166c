/** The built-in form templates the designer's toolbar offers; they need no server (offline). */
// Re-exported so that importing the templates also adds their names to the 'designer' texts.
export { templateTexts } from './i18n.ts';
import type { FormTemplate } from './build.ts';
import { expenseTemplate } from './expense.ts';
import { leaveTemplate } from './leave.ts';
import { roomTemplate } from './room.ts';
import { tripTemplate } from './trip.ts';

export type { FormTemplate } from './build.ts';

export const formTemplates: readonly FormTemplate[] = [leaveTemplate, expenseTemplate, tripTemplate, roomTemplate];

export function templateOf(key: string): FormTemplate | undefined {
  return formTemplates.find((template) => template.key === key);
}
