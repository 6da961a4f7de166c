/** The barcode widget's generated value: date-time digits (yyyyMMddHHmmss, local time) and three random digits. */

export interface BarcodeSources {
  now?: () => Date;
  /** A number in [0, 1), as Math.random. */
  random?: () => number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function barcodeValue(sources: BarcodeSources = {}): string {
  const now = (sources.now ?? (() => new Date()))();
  const random = sources.random ?? Math.random;
  const stamp = `${pad(now.getFullYear(), 4)}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const draw = Math.min(999, Math.max(0, Math.floor(random() * 1000)));
  return `${stamp}${pad(draw, 3)}`;
}

/** CODE128 encodes ASCII 0–127; a longer text than 80 characters would not print legibly. */
export function isBarcodeText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 80 && /^[\x20-\x7e]+$/.test(value);
}
