/**
 * The deploy checks' rules (src/server/bpm/model/rules) and the properties-panel group each one's fix is
 * in: a lint row of that rule opens the group with its element (groups start collapsed).
 */
export const RULE_GROUPS: Readonly<Record<string, string>> = {
  'flowhall/approver': 'pd-approver-group',
  'flowhall/approver-directory': 'pd-approver-group',
  'flowhall/called-element': 'pd-call-group',
  'flowhall/condition-field': 'pd-condition-group',
  'flowhall/expression': 'pd-condition-group',
  'flowhall/timer': 'pd-timer-group',
  'flowhall/duplicate-code': 'pd-code-group',
  'flowhall/task-settings': 'pd-policy-group',
  'flowhall/task-timeout': 'pd-timeout-group',
};
