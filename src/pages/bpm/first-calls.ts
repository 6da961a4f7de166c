/**
 * The first calls of the todo and approve pages, sent when a navigation matches their route (the route
 * table's `preload.data`, runtime/routes/preload.ts) so the answers are on their way while the shell and
 * the page's chunk load; the pages' own calls take them (api.ts → runtime/routes/prefetch.ts). Kept small
 * and free of React: the route table loads it with the app's first chunk.
 */
import { prefetchCall } from '../../runtime/routes/prefetch.ts';
import { widthClass } from '../../runtime/util/time.ts';
import { viewerChunk } from './diagram/viewer-chunk.ts';

/** The query a list opens with (PagedList's first state): the prefetch must ask exactly this. */
export const FIRST_PAGE_QUERY = { page: 1, pageSize: 10, queryParam: {} } as const;

/** The diagram is unfolded from tablet width up (ApprovePage), so bpmn-js is wanted at once there. */
export const diagramShownAtOnce = () => typeof window !== 'undefined' && widthClass(window.innerWidth) > 0;

export function prefetchTodo(): void {
  prefetchCall('/bpmTask/todoPage', FIRST_PAGE_QUERY);
}

/** The approve page's task and instance (its form, buttons, timeline and diagram XML). */
export function prefetchApprove(url: URL): void {
  const instanceId = url.searchParams.get('id');
  const taskId = url.searchParams.get('taskId');
  if (!taskId) return;
  prefetchCall('/bpmTask/get', { id: taskId });
  if (instanceId) prefetchCall('/bpmProcessInstance/get', { id: instanceId });
}

/** bpmn-js and the viewer: the largest chunk of the approve page, fetched and parsed beside the data. */
export function preloadDiagram(): void {
  if (diagramShownAtOnce()) viewerChunk.preload();
}
