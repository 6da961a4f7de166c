/**
 * The timing probe both designer pages get (installed with Playwright's addInitScript, so the same
 * code measures React and Vue alike, from outside, with no hook in either designer).
 *
 * A step is armed with the DOM event that starts it and a condition on the DOM that says it is done.
 * The start is that event's timeStamp, read by a capturing listener on window (it runs before either
 * designer's handlers); for the page's opening the start is navigation start (0). From the start on,
 * every animation frame checks the condition; in the first frame where it holds, a message is posted,
 * and its arrival (after that frame's style, layout and paint) is the end. So a step's time is "event
 * → the first frame that shows its result", whatever mix of tasks, microtasks and frames the designer
 * used to get there.
 */

export type Condition =
  /** At least `min` elements match. */
  | { kind: 'count'; selector: string; min: number }
  /** The first match's value (an input) or text content equals `text`. */
  | { kind: 'value' | 'text'; selector: string; text: string }
  /** The input of the `.el-form-item`/row under `container` whose label reads `label` has value `text`. */
  | { kind: 'labelled'; container: string; item: string; label: string; text: string }
  /** The matches' `attribute` values (or text when absent), joined by '|', equal `text`. */
  | { kind: 'list'; selector: string; attribute?: string; text: string }
  | { kind: 'all'; conditions: Condition[] }
  /** The condition does not hold (a shape's transform no longer what it was). */
  | { kind: 'not'; condition: Condition };

export interface StepTime {
  ms: number;
  /** Frames checked before the condition held (1: the first frame after the event showed it). */
  frames: number;
}

export interface ProbeWindow {
  __probe: {
    arm(eventType: string | null, condition: Condition): void;
    wait(timeoutMs: number): Promise<StepTime>;
    holds(condition: Condition): boolean;
    /** The condition's current reading, for error messages. */
    read(condition: Condition): string;
  };
}

/** The probe, as a self-contained function for addInitScript (it may use nothing from this module). */
export function installProbe(open: Condition | null): void {
  const read = (condition: Condition): string => {
    switch (condition.kind) {
      case 'count':
        return String(document.querySelectorAll(condition.selector).length);
      case 'value':
      case 'text': {
        const element = document.querySelector(condition.selector);
        if (!element) return '<none>';
        return condition.kind === 'value' ? ((element as HTMLInputElement).value ?? '') : (element.textContent ?? '').trim();
      }
      case 'labelled': {
        const item = [...document.querySelectorAll(`${condition.container} ${condition.item}`)].find(
          (candidate) => (candidate.querySelector('label')?.textContent ?? '').trim() === condition.label,
        );
        const input = item?.querySelector('input, textarea') as HTMLInputElement | null | undefined;
        return input ? input.value : '<none>';
      }
      case 'list':
        return [...document.querySelectorAll(condition.selector)]
          .map((element) => (condition.attribute ? (element.getAttribute(condition.attribute) ?? '') : (element.textContent ?? '').trim()))
          .join('|');
      case 'all':
        return condition.conditions.map(read).join(' & ');
      case 'not':
        return `not ${read(condition.condition)}`;
    }
  };
  const holds = (condition: Condition): boolean => {
    switch (condition.kind) {
      case 'count':
        return document.querySelectorAll(condition.selector).length >= condition.min;
      case 'all':
        return condition.conditions.every(holds);
      case 'not':
        return !holds(condition.condition);
      default:
        return read(condition) === condition.text;
    }
  };

  let pending: { condition: Condition; start: number | null; frames: number; result: StepTime | null; eventType: string | null } | null = null;
  const channel = new MessageChannel();
  let resolveResult: ((time: StepTime) => void) | null = null;
  channel.port1.addEventListener('message', () => {
    if (!pending || pending.start === null) return;
    const time = { ms: performance.now() - pending.start, frames: pending.frames };
    pending.result = time;
    resolveResult?.(time);
  });
  channel.port1.start();
  const frame = () => {
    if (!pending || pending.start === null || pending.result) return;
    pending.frames += 1;
    if (holds(pending.condition)) channel.port2.postMessage(null);
    else requestAnimationFrame(frame);
  };
  const begin = (start: number) => {
    if (!pending || pending.start !== null) return;
    pending.start = start;
    requestAnimationFrame(frame);
  };
  for (const type of ['click', 'keydown', 'drop', 'mousedown', 'mouseup', 'dragend', 'change']) {
    window.addEventListener(type, (event) => {
      if (pending && pending.eventType === type) begin(event.timeStamp);
    }, true);
  }

  (window as unknown as ProbeWindow).__probe = {
    arm(eventType, condition) {
      pending = { condition, start: null, frames: 0, result: null, eventType };
      resolveResult = null;
      if (eventType === null) begin(0);
    },
    wait(timeoutMs) {
      const armed = pending;
      if (!armed) return Promise.reject(new Error('nothing armed'));
      if (armed.result) return Promise.resolve(armed.result);
      return new Promise((resolve, reject) => {
        resolveResult = resolve;
        setTimeout(() => {
          if (armed.result) return;
          const started = armed.start === null ? `no ${armed.eventType} event seen` : `${armed.frames} frames checked`;
          reject(new Error(`step not done after ${timeoutMs} ms (${started}; reads "${read(armed.condition)}")`));
        }, timeoutMs);
      });
    },
    holds,
    read,
  };
  // The page's opening: armed before any of the page's own scripts run.
  if (open) (window as unknown as ProbeWindow).__probe.arm(null, open);
}
