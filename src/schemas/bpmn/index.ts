/** The BPMN extension vocabulary: moddle descriptor, engine namespaces, TS types and tolerant readers. */
export * from './descriptor.ts';
export * from './engine-descriptor.ts';
export * from './namespaces.ts';
export * from './settings.ts';
export * from './task-data.ts';
export * from './task-timeout.ts';
export * from './types.ts';
export * from './preview.ts';
export * from './approver-kinds.ts';
export * from './node-write.ts';
export * from './flow-process.ts';
export * from './element-tree.ts';
export * from './timers.ts';
export * from './listeners.ts';
export * from './activity-settings.ts';
export * from './definitions-extra.ts';
export * from './call-events.ts';
