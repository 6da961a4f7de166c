/**
 * Marks the tools put on the modeler's canvas: lint problems (a class on the element and a badge
 * overlay) and the simulated route (a class on each node and flow on the path). Each kind is cleared
 * before it is drawn again, so marks never pile up.
 */
import type { LintItem } from '../tools-api.ts';

export interface Overlays {
  add(elementId: string, type: string, overlay: { position: { top?: number; right?: number; left?: number; bottom?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
export interface MarkingCanvas {
  addMarker(elementId: string, className: string): void;
  removeMarker(elementId: string, className: string): void;
  scrollToElement?(element: unknown): void;
}
export interface Registry {
  get(id: string): unknown;
  getAll(): { id: string }[];
}

export interface MarkServices {
  overlays: Overlays;
  canvas: MarkingCanvas;
  elementRegistry: Registry;
}

const LINT_TYPE = 'pd-lint';
const LINT_CLASSES = ['pd-lint-error', 'pd-lint-warning'];

function clearClass(s: MarkServices, className: string): void {
  for (const element of s.elementRegistry.getAll()) s.canvas.removeMarker(element.id, className);
}

export function clearLint(s: MarkServices): void {
  s.overlays.remove({ type: LINT_TYPE });
  for (const className of LINT_CLASSES) clearClass(s, className);
}

/** One badge per element (its problem count), red when any is an error; the reasons in its title. */
export function markLint(s: MarkServices, errors: readonly LintItem[], warnings: readonly LintItem[]): void {
  clearLint(s);
  const byElement = new Map<string, { error: boolean; reasons: string[] }>();
  for (const [items, error] of [[errors, true], [warnings, false]] as const) {
    for (const item of items) {
      if (!item.elementId || !s.elementRegistry.get(item.elementId)) continue;
      const entry = byElement.get(item.elementId) ?? { error: false, reasons: [] };
      entry.error ||= error;
      entry.reasons.push(item.reason);
      byElement.set(item.elementId, entry);
    }
  }
  for (const [id, entry] of byElement) {
    s.canvas.addMarker(id, entry.error ? 'pd-lint-error' : 'pd-lint-warning');
    const badge = document.createElement('div');
    badge.className = `pd-lint-badge ${entry.error ? 'is-error' : 'is-warning'}`;
    badge.textContent = String(entry.reasons.length);
    badge.title = entry.reasons.join('\n');
    badge.dataset.testid = `pd-lint-badge-${id}`;
    s.overlays.add(id, LINT_TYPE, { position: { top: -10, right: 10 }, html: badge });
  }
}

export function clearRoute(s: MarkServices): void {
  clearClass(s, 'pd-route');
}

export function markRoute(s: MarkServices, ids: Iterable<string>): void {
  clearRoute(s);
  for (const id of ids) if (s.elementRegistry.get(id)) s.canvas.addMarker(id, 'pd-route');
}
