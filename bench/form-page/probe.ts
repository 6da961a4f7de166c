/**
 * In-page instruments of bench:form.
 *
 * - Paint marks: a frame loop (requestAnimationFrame, then a message posted from it, which runs after
 *   the frame was rendered) gives the time each frame reached the screen.
 * - Commits: React's DevTools hook (installed by index.html) reports every committed root; its time is
 *   recorded, and in counting mode the fibers that rendered in it are counted: components that did work
 *   (the PerformedWork flag) in subtrees React actually visited (a subtree whose child list is the one
 *   of the previous commit was skipped by React, as in React DevTools' own walk), plus mounted ones.
 *   Each counted component is attributed to the form item it sits in (its nearest DOM node's
 *   `.ant-form-item`), to tell "fields re-rendered" from the components inside them.
 * - Profiler: the root <Profiler onRender> adds up React's own actualDuration per commit (profiling
 *   build only; React's production build does not call onRender).
 */

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  elementType: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
}

interface FiberRoot {
  current: Fiber;
}

/** React's work tags for components (function, class, forwardRef, memo, simple memo). */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const HOST_COMPONENT = 5;
const HOST_TEXT = 6;
const PERFORMED_WORK = 1;

export interface CommitCount {
  components: number;
  /** Of those, components defined in Flowhall's own source (the set given to the probe). */
  own: number;
  /** Distinct form items (fields) with at least one component rendered inside. */
  fields: number;
  /** Components not inside any form item (the form, containers, providers). */
  outsideFields: number;
  names: Record<string, number>;
}

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | null;
  if (!type) return '?';
  return type.displayName || type.name || type.render?.displayName || type.render?.name || type.type?.displayName || type.type?.name || '(anonymous)';
}

function domOf(fiber: Fiber): Element | null {
  // Down to the first host node, else up to the nearest one.
  for (let node: Fiber | null = fiber; node; node = node.child) {
    if (node.tag === HOST_COMPONENT) return node.stateNode as Element;
    if (node.tag === HOST_TEXT) return (node.stateNode as Text).parentElement;
  }
  for (let node: Fiber | null = fiber.return; node; node = node.return) {
    if (node.tag === HOST_COMPONENT) return node.stateNode as Element;
  }
  return null;
}

function collectMounted(fiber: Fiber, out: Fiber[]): void {
  const stack: Fiber[] = [fiber];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (COMPONENT_TAGS.has(node.tag)) out.push(node);
    for (let child = node.child; child; child = child.sibling) stack.push(child);
  }
}

function collectRendered(next: Fiber, prev: Fiber | null, out: Fiber[]): void {
  if (!prev) {
    collectMounted(next, out);
    return;
  }
  if (COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) !== 0) out.push(next);
  if (next.child === prev.child) return;
  for (let child = next.child; child; child = child.sibling) collectRendered(child, child.alternate, out);
}

/** Counts one commit; `fields` gathers the form items touched (shared by the commits of one keystroke). */
export function countCommit(root: FiberRoot, fields: Set<Element>, owned: ReadonlySet<unknown>): CommitCount {
  const rendered: Fiber[] = [];
  collectRendered(root.current, root.current.alternate, rendered);
  const own = rendered.filter((fiber) => owned.has(fiber.type) || owned.has(fiber.elementType)).length;
  const names: Record<string, number> = {};
  let outside = 0;
  for (const fiber of rendered) {
    const name = nameOf(fiber);
    names[name] = (names[name] ?? 0) + 1;
    const item = domOf(fiber)?.closest('.ant-form-item');
    if (item) fields.add(item);
    else outside += 1;
  }
  return { components: rendered.length, own, fields: fields.size, outsideFields: outside, names };
}

// ---------------------------------------------------------------------------------------------

export interface KeystrokeResult {
  /** keydown → the first frame on screen after the last commit it caused. */
  latencyMs: number;
  commits: number;
  /** Profiler actualDuration summed over those commits (profiling build only, else 0). */
  renderMs: number;
  count?: CommitCount;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Resolves with the time the current frame was on screen: rAF, then a message that runs after rendering. */
export function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => resolve(performance.now()), { once: true });
      channel.port1.start();
      channel.port2.postMessage(null);
    }),
  );
}

export class Probe {
  private commitTimes: number[] = [];
  private counts: CommitCount[] = [];
  private fieldItems = new Set<Element>();
  private renderMs = 0;
  private paints: number[] = [];
  private looping = false;
  private keydownAt: number | undefined;
  private armed = false;

  constructor(
    private readonly counting: boolean,
    /** Component types (functions, memo and forwardRef objects) defined in Flowhall's source. */
    private readonly owned: ReadonlySet<unknown> = new Set(),
  ) {
    (window as unknown as { __benchCommit: (root: FiberRoot) => void }).__benchCommit = (root) => {
      if (!this.armed) return;
      this.commitTimes.push(performance.now());
      if (this.counting) this.counts.push(countCommit(root, this.fieldItems, this.owned));
    };
    document.addEventListener(
      'keydown',
      (event) => {
        if (!this.armed || this.keydownAt !== undefined) return;
        this.keydownAt = event.timeStamp;
        this.startFrames();
      },
      true,
    );
  }

  /** <Profiler onRender> of the form's root. */
  readonly onRender = (_id: string, _phase: string, actualDuration: number) => {
    if (this.armed) this.renderMs += actualDuration;
  };

  /** Before one keystroke: forget the previous one. */
  arm(): void {
    this.commitTimes = [];
    this.counts = [];
    this.fieldItems = new Set();
    this.renderMs = 0;
    this.paints = [];
    this.keydownAt = undefined;
    this.armed = true;
  }

  /** After the key was pressed: waits until three frames passed with no commit, then answers. */
  async result(): Promise<KeystrokeResult> {
    const started = performance.now();
    for (;;) {
      await nextFrame();
      const at = this.keydownAt;
      const quiet = at !== undefined && this.paints.filter((p) => p > Math.max(at, this.lastCommit())).length >= 3;
      if (quiet || performance.now() - started > 3000) break;
    }
    this.armed = false;
    this.looping = false;
    const at = this.keydownAt;
    if (at === undefined) throw new Error('no keydown seen: the key did not reach the page');
    const last = Math.max(at, this.lastCommit());
    const paint = this.paints.find((p) => p > last) ?? Number.NaN;
    const merged = this.counts.length > 0 ? this.mergeCounts() : undefined;
    return { latencyMs: paint - at, commits: this.commitTimes.length, renderMs: this.renderMs, ...(merged ? { count: merged } : {}) };
  }

  private lastCommit(): number {
    return this.commitTimes.length > 0 ? this.commitTimes[this.commitTimes.length - 1]! : 0;
  }

  private mergeCounts(): CommitCount {
    const names: Record<string, number> = {};
    let components = 0;
    let own = 0;
    let outsideFields = 0;
    for (const count of this.counts) {
      components += count.components;
      own += count.own;
      outsideFields += count.outsideFields;
      for (const [name, n] of Object.entries(count.names)) names[name] = (names[name] ?? 0) + n;
    }
    return { components, own, fields: this.fieldItems.size, outsideFields, names };
  }

  private startFrames(): void {
    if (this.looping) return;
    this.looping = true;
    const loop = () => {
      if (!this.looping) return;
      void afterPaint().then((time) => {
        this.paints.push(time);
        loop();
      });
    };
    loop();
  }
}
