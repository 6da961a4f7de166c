/** The hook modules of the entities that have server behaviour of their own, by entity name. */
import type { EntityHooks } from '../hooks.ts';
import { accountHooks } from './account-hooks.ts';
import { roleHooks } from './role-hooks.ts';
import { resourceHooks } from './resource-hooks.ts';
import { dispatchHooks } from './dispatch-hooks.ts';
import { formVariableHooks } from './form-variable-hooks.ts';
import { bpmFormHooks } from './bpm-form-hooks.ts';
import { paramHooks } from './param-hooks.ts';
import { resourceEntityHooks, resourceSlotHooks } from '../../modules/reservation/entity-hooks.ts';
import { luckyDrawAwardHooks } from '../../modules/lucky-draw/entity-hooks.ts';
import { taskFillHooks } from '../../task-fill/entity-hooks.ts';

export const entityHooks: Record<string, EntityHooks> = {
  sytPermissionAccount: accountHooks,
  sytPermissionRole: roleHooks,
  sytPermissionResources: resourceHooks,
  sytDispatchingCenter: dispatchHooks,
  bpmFormVariable: formVariableHooks,
  bpmForm: bpmFormHooks,
  sytSysParam: paramHooks,
  sytResource: resourceEntityHooks,
  sytResourProjectTime: resourceSlotHooks,
  sytLuckyDrawAwards: luckyDrawAwardHooks,
  sytTaskFill: taskFillHooks,
};
