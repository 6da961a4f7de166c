/**
 * The signature value: a 150×100 PNG data URL. A data URL rather than an uploaded file because the
 * form data then holds exactly what was signed: it never expires (the upload route's view links are
 * signed for 7 days), it cannot be swapped on the file store afterwards, and at this size it weighs a
 * few kilobytes. The drawing or seal is scaled to fit and centred on a transparent canvas.
 */
export const SIGN_WIDTH = 150;
export const SIGN_HEIGHT = 100;

export function fitInto(width: number, height: number, boxWidth = SIGN_WIDTH, boxHeight = SIGN_HEIGHT) {
  const scale = Math.min(boxWidth / Math.max(width, 1), boxHeight / Math.max(height, 1));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((boxWidth - w) / 2), y: Math.round((boxHeight - h) / 2), w, h };
}

export function toSignImage(source: HTMLCanvasElement | HTMLImageElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = SIGN_WIDTH;
  canvas.height = SIGN_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  const width = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
  const height = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
  const { x, y, w, h } = fitInto(width, height);
  context.drawImage(source, x, y, w, h);
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
