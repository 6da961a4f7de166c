/**
 * A collapsible group of the properties panel, as bpmn-js-properties-panel has them: a header button
 * (chevron and title, aria-expanded, Enter/Space through the button itself) and a body that is mounted
 * only while the group is open. A collapsed group costs one header on a selection (issue 14: the panel's
 * render time at 1,000 elements is what a click waits for).
 *
 * Basic info is open by default, every other group collapsed. What the user opened or closed is kept per
 * group id in localStorage, so an approval administrator who opens 审批人设置 finds it open on the next
 * task (and the next visit). `openPanelGroup` opens one from elsewhere (a lint problem pointing at it).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';

const STORAGE_PREFIX = 'flowhall-pd-group:';

/** Each group's state once read or toggled (null: never chosen, the default holds); storage is read once. */
const chosen = new Map<string, boolean | null>();
const listeners = new Set<() => void>();

// Every remembered group up front, so `useOpenGroupsBesides` knows them before they first render.
try {
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) chosen.set(key.slice(STORAGE_PREFIX.length), window.localStorage.getItem(key) === '1');
  }
} catch {
  // No storage (or no window, in a test that only imports this): groups are read one by one.
}

function stored(id: string): boolean | undefined {
  let open = chosen.get(id);
  if (open === undefined) {
    try {
      const value = window.localStorage.getItem(STORAGE_PREFIX + id);
      open = value === '1' ? true : value === '0' ? false : null;
    } catch {
      open = null; // storage refused (private mode, a sandboxed frame): the default holds
    }
    chosen.set(id, open);
  }
  return open ?? undefined;
}

/** Opens or closes a group everywhere it is shown, and remembers it. */
export function setPanelGroupOpen(id: string, open: boolean): void {
  chosen.set(id, open);
  try {
    window.localStorage.setItem(STORAGE_PREFIX + id, open ? '1' : '0');
  } catch {
    // Not remembered across visits; this session still has it.
  }
  for (const listener of listeners) listener();
}

export const openPanelGroup = (id: string): void => setPanelGroupOpen(id, true);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function usePanelGroupOpen(id: string, defaultOpen: boolean): boolean {
  return useSyncExternalStore(subscribe, () => stored(id) ?? defaultOpen, () => defaultOpen);
}

/** Whether the user keeps any group open other than `besides` (the panel renders those bodies deferred). */
export function useOpenGroupsBesides(besides: readonly string[]): boolean {
  const snapshot = () => [...chosen].some(([id, open]) => open === true && !besides.includes(id));
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export interface PanelGroupProps {
  /** The group's id: its data-testid, and the key its open state is remembered under. */
  id: string;
  title: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function PanelGroup({ id, title, defaultOpen = false, children }: PanelGroupProps) {
  const open = usePanelGroupOpen(id, defaultOpen);
  const bodyId = `${id}-body`;
  return (
    <section className={open ? 'pd-group pd-group-open' : 'pd-group'} data-testid={id} data-open={open ? '1' : '0'}>
      <h5 className="pd-group-heading">
        <button type="button" className="pd-group-header" aria-expanded={open} aria-controls={bodyId} data-testid={`${id}-header`} onClick={() => setPanelGroupOpen(id, !open)}>
          <RightOutlined className="pd-group-chevron" aria-hidden="true" />
          <span className="pd-group-title">{title}</span>
        </button>
      </h5>
      {open && (
        <div className="pd-group-body" id={bodyId}>
          {children}
        </div>
      )}
    </section>
  );
}
