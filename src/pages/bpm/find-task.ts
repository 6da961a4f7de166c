/** The caller's open task of an instance (a link that names only the instance), through the todo page's instance filter. */
import { bpmApi } from './api.ts';

export async function findOpenTask(instanceId: string, signal?: AbortSignal): Promise<string | undefined> {
  const page = await bpmApi.todoPage({ page: 1, pageSize: 1, queryParam: { processInstanceId: instanceId } }, signal).catch(() => undefined);
  return page?.records[0]?.id;
}
