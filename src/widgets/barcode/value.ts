/**
 * A new barcode value: the date-time digits (yyyyMMddHHmmss) and three random digits. The form-model
 * helper's pure generator replaces this once it lands in src/schemas/form.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function newBarcodeValue(now: Date = new Date(), random: () => number = Math.random): string {
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return stamp + pad(Math.floor(random() * 1000) % 1000, 3);
}

/** CODE128 encodes the 128 ASCII characters; anything else cannot be drawn. */
// oxlint-disable-next-line no-control-regex
export const isCode128 = (value: string) => /^[\x00-\x7F]+$/.test(value);
