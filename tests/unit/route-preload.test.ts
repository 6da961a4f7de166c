/**
 * What a navigation starts before the guard decides (runtime/routes/preload.ts, prefetch.ts): the matched
 * routes' chunks; with a session, the todo and approve pages' first calls; the page's own call takes the
 * answer once, and only when it asks the same thing while it is fresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { call } from '../../src/runtime/api/client.ts';
import { getToken } from '../../src/runtime/session/token.ts';
import { preloadRoute } from '../../src/runtime/routes/preload.ts';
import { clearPrefetched, prefetchCall, takePrefetched } from '../../src/runtime/routes/prefetch.ts';
import { appRoutes } from '../../src/runtime/routes/route-table.tsx';
import { FIRST_PAGE_QUERY } from '../../src/pages/bpm/first-calls.ts';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn<(...args: unknown[]) => unknown>() }));
vi.mock('../../src/runtime/session/token.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), getToken: vi.fn<() => string | null>() }));

const mockedCall = vi.mocked(call);
const url = (path: string) => new URL(path, 'http://x');
const calledPaths = () => mockedCall.mock.calls.map(([path, options]) => [path, options?.body]);

beforeEach(() => {
  clearPrefetched();
  mockedCall.mockReset();
  mockedCall.mockImplementation(async (path) => ({ from: path }));
  vi.mocked(getToken).mockReturnValue('token-1');
});
afterEach(() => vi.useRealTimers());

describe('preloadRoute over the route table', () => {
  const routes: RouteObject[] = appRoutes({});

  it('sends the todo page its first page, once per URL shown, and nothing without a session', () => {
    preloadRoute(routes, url('/bpm/task/todo'), false);
    expect(mockedCall).not.toHaveBeenCalled();
    preloadRoute(routes, url('/bpm/task/todo'), true);
    expect(calledPaths()).toEqual([['/bpmTask/todoPage', FIRST_PAGE_QUERY]]);
    // The same URL again (a click on the menu entry of the page shown) remounts nothing: no second call.
    preloadRoute(routes, url('/bpm/task/todo'), true);
    expect(mockedCall).toHaveBeenCalledTimes(1);
  });

  it('sends the approve page its task and instance; a link without a task id sends nothing', () => {
    preloadRoute(routes, url('/bpm/task/approve?id=i-1&taskId=t-1'), true);
    expect(calledPaths()).toEqual([
      ['/bpmTask/get', { id: 't-1' }],
      ['/bpmProcessInstance/get', { id: 'i-1' }],
    ]);
    mockedCall.mockClear();
    preloadRoute(routes, url('/bpm/task/approve?id=i-2'), true);
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('pages without declared data only load their chunks', () => {
    preloadRoute(routes, url('/bpm/task/done'), true);
    preloadRoute(routes, url('/wel/index'), true);
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('starts the chunks of every matched route, the layout and the page, signed in or not', () => {
    const shell = vi.fn<() => void>();
    const page = vi.fn<() => void>();
    const table: RouteObject[] = [{ path: '/', handle: { preload: { chunks: shell } }, children: [{ path: 'a', handle: { preload: { chunks: page } } }] }];
    preloadRoute(table, url('/a'), false);
    expect([shell.mock.calls.length, page.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('takePrefetched', () => {
  it('hands the answer to the same request once, whatever the key order of its body', async () => {
    prefetchCall('/bpmTask/todoPage', { page: 1, pageSize: 10, queryParam: {} });
    await expect(takePrefetched('/bpmTask/todoPage', { queryParam: {}, pageSize: 10, page: 1 })).resolves.toEqual({ from: '/bpmTask/todoPage' });
    expect(takePrefetched('/bpmTask/todoPage', { page: 1, pageSize: 10, queryParam: {} })).toBeUndefined();
    expect(mockedCall).toHaveBeenCalledTimes(1);
  });

  it('has nothing for another body or path', () => {
    prefetchCall('/bpmTask/get', { id: 't-1' });
    expect(takePrefetched('/bpmTask/get', { id: 't-2' })).toBeUndefined();
    expect(takePrefetched('/bpmProcessInstance/get', { id: 't-1' })).toBeUndefined();
  });

  it('sends nothing without a session', () => {
    vi.mocked(getToken).mockReturnValue(undefined);
    prefetchCall('/bpmTask/get', { id: 't-1' });
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('an answer older than five seconds is not taken: the page calls again', () => {
    vi.useFakeTimers();
    prefetchCall('/bpmTask/get', { id: 't-1' });
    vi.advanceTimersByTime(5_001);
    expect(takePrefetched('/bpmTask/get', { id: 't-1' })).toBeUndefined();
  });

  it('a take aborted before the answer puts it back for the next mount', async () => {
    let answer!: (value: unknown) => void;
    mockedCall.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    prefetchCall('/bpmTask/get', { id: 't-1' });
    const first = new AbortController();
    const taken = takePrefetched('/bpmTask/get', { id: 't-1' }, first.signal)!;
    first.abort();
    await expect(taken).rejects.toBeDefined();
    const again = takePrefetched('/bpmTask/get', { id: 't-1' }, new AbortController().signal);
    expect(again).toBeDefined();
    answer({ task: 't-1' });
    await expect(again).resolves.toEqual({ task: 't-1' });
    expect(mockedCall).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is asked again by the page', async () => {
    mockedCall.mockImplementationOnce(() => Promise.reject(new Error('network')));
    prefetchCall('/bpmTask/get', { id: 't-1' });
    await expect(takePrefetched('/bpmTask/get', { id: 't-1' })).resolves.toEqual({ from: '/bpmTask/get' });
    expect(mockedCall).toHaveBeenCalledTimes(2);
  });
});
