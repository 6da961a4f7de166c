/** The drawing surface of the signature dialog: signature_pad on a canvas sized to its box (sharp on high-DPI screens). */
import SignaturePad from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { strokeBox, type Region } from './image.ts';

export interface PadHandle {
  isEmpty(): boolean;
  clear(): void;
  canvas(): HTMLCanvasElement | null;
  /** The part of the canvas holding the strokes (so a small signature still fills the image). */
  strokes(): Region | undefined;
}

export const SignPad = forwardRef<PadHandle, { label: string }>(function SignPad({ label }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The context is scaled by this, so a point at CSS (x, y) lands on canvas pixel (x·ratio, y·ratio).
  const scale = useRef(1);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = (element.offsetWidth || 600) * ratio;
    element.height = (element.offsetHeight || 260) * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    scale.current = ratio;
    try {
      pad.current = new SignaturePad(element, { penColor: '#000', minWidth: 1, maxWidth: 3 });
    } catch {
      // A browser without a 2D canvas: the pad stays empty and "generate" says so.
      pad.current = null;
    }
    return () => {
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => pad.current?.isEmpty() ?? true,
    clear: () => pad.current?.clear(),
    canvas: () => canvas.current,
    strokes: () => {
      const element = canvas.current;
      if (!element || !pad.current) return undefined;
      const points = pad.current.toData().flatMap((group) => group.points);
      return strokeBox(points, scale.current, element.width, element.height);
    },
  }));

  return <canvas ref={canvas} aria-label={label} style={{ width: '100%', height: 260, border: '1px dashed #d9d9d9', borderRadius: 6, touchAction: 'none', background: '#fff' }} />;
});
