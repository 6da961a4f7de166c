/**
 * The signature value: a 150×100 PNG data URL. A data URL rather than an uploaded file because the
 * form data then holds exactly what was signed: it never expires (the upload route's view links are
 * signed for 7 days), it cannot be swapped on the file store afterwards, and at this size it weighs a
 * few kilobytes. The drawing (cropped to its strokes) or seal is scaled to fit and centred on a
 * transparent canvas.
 */
export const SIGN_WIDTH = 150;
export const SIGN_HEIGHT = 100;

export function fitInto(width: number, height: number, boxWidth = SIGN_WIDTH, boxHeight = SIGN_HEIGHT) {
  const scale = Math.min(boxWidth / Math.max(width, 1), boxHeight / Math.max(height, 1));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((boxWidth - w) / 2), y: Math.round((boxHeight - h) / 2), w, h };
}

/** A region of the source in its own pixels. */
export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The box around the drawn points (CSS pixels of the pad) in canvas pixels, with a margin for the
 * pen width, clipped to the canvas; undefined without points.
 */
export function strokeBox(points: readonly { x: number; y: number }[], scale: number, canvasWidth: number, canvasHeight: number, margin = 6): Region | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((p) => p.x * scale);
  const ys = points.map((p) => p.y * scale);
  const pad = margin * scale;
  const x = Math.max(0, Math.floor(Math.min(...xs) - pad));
  const y = Math.max(0, Math.floor(Math.min(...ys) - pad));
  const right = Math.min(canvasWidth, Math.ceil(Math.max(...xs) + pad));
  const bottom = Math.min(canvasHeight, Math.ceil(Math.max(...ys) + pad));
  return { x, y, w: Math.max(1, right - x), h: Math.max(1, bottom - y) };
}

/** The source (or its region: the drawn strokes) scaled to fit 150×100 and centred, as a PNG data URL. */
export function toSignImage(source: HTMLCanvasElement | HTMLImageElement, region?: Region): string {
  const canvas = document.createElement('canvas');
  canvas.width = SIGN_WIDTH;
  canvas.height = SIGN_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  const width = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
  const height = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
  const from = region ?? { x: 0, y: 0, w: width, h: height };
  const { x, y, w, h } = fitInto(from.w, from.h);
  context.drawImage(source, from.x, from.y, from.w, from.h, x, y, w, h);
  return canvas.toDataURL('image/png');
}

/** Loads a seal picture (same origin: its /file/view link) so it can be drawn onto the canvas. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error(`cannot load ${url}`)));
    image.src = url;
  });
}
