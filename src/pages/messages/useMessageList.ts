/**
 * One page of the caller's messages under the chosen filters, re-read on demand (after an action, or
 * when the channel says messages changed). A newer read cancels an older one still under way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryMessages, type MessagePage, type MessageQuery, type StatusFilter } from './message-api.ts';

export interface MessageFilters {
  type?: string;
  status: StatusFilter;
  title: string;
}

export interface MessageListState {
  filters: MessageFilters;
  setFilters: (next: Partial<MessageFilters>) => void;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize?: number) => void;
  data: MessagePage;
  /** True only while nothing is shown yet or the filters changed; a background re-read keeps the rows. */
  loading: boolean;
  error: boolean;
  reload: () => void;
}

export function useMessageList(initialPageSize = 10): MessageListState {
  const [filters, setFilterState] = useState<MessageFilters>({ status: 'all', title: '' });
  const [paging, setPaging] = useState({ page: 1, pageSize: initialPageSize });
  const [data, setData] = useState<MessagePage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const shown = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    if (!shown.current) setLoading(true);
    const query: MessageQuery = { ...paging, status: filters.status, ...(filters.type ? { type: filters.type } : {}), title: filters.title };
    queryMessages(query, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        // A delete can leave a page past the end: step back to the last page that has rows.
        const last = Math.max(1, Math.ceil(page.total / paging.pageSize));
        if (page.records.length === 0 && paging.page > last) {
          setPaging((p) => ({ ...p, page: last }));
          return;
        }
        shown.current = true;
        setData(page);
        setError(false);
        setLoading(false);
      },
      () => {
        if (abort.signal.aborted) return;
        setError(true);
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [filters, paging]);

  const setFilters = useCallback((next: Partial<MessageFilters>) => {
    shown.current = false;
    setFilterState((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  }, []);
  const setPage = useCallback((page: number, pageSize?: number) => setPaging((p) => ({ page, pageSize: pageSize ?? p.pageSize })), []);
  // A new paging object (same values) runs the read again.
  const reload = useCallback(() => setPaging((p) => ({ ...p })), []);

  return { filters, setFilters, page: paging.page, pageSize: paging.pageSize, setPage, data, loading, error, reload };
}
