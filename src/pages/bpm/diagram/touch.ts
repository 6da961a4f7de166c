/**
 * Touch navigation for the viewer: diagram-js pans with the mouse only and has no pinch, so on a phone
 * one finger pans and two fingers zoom about their midpoint, bounded like the rest (0.2–4). Mouse input
 * is left to diagram-js (drag, Ctrl+wheel).
 */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;

export const clampZoom = (scale: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));

export interface Navigable {
  zoom(scale?: number, center?: { x: number; y: number } | 'auto'): number;
  scroll(delta: { dx: number; dy: number }): unknown;
}

export function attachTouch(el: HTMLElement, canvas: Navigable): () => void {
  const points = new Map<number, { x: number; y: number }>();
  const distance = () => {
    const [a, b] = [...points.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const move = (e: PointerEvent) => {
    const previous = points.get(e.pointerId);
    if (!previous) return;
    if (points.size === 1) {
      points.set(e.pointerId, { x: e.clientX, y: e.clientY });
      canvas.scroll({ dx: e.clientX - previous.x, dy: e.clientY - previous.y });
      return;
    }
    const before = distance();
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const after = distance();
    if (before <= 0 || after <= 0) return;
    const [a, b] = [...points.values()];
    const box = el.getBoundingClientRect();
    const center = { x: (a!.x + b!.x) / 2 - box.left, y: (a!.y + b!.y) / 2 - box.top };
    canvas.zoom(clampZoom(canvas.zoom() * (after / before)), center);
  };
  const up = (e: PointerEvent) => {
    points.delete(e.pointerId);
  };
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
  };
}
