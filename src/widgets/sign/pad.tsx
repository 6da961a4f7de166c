/** The drawing surface of the signature dialog: signature_pad on a canvas sized to its box (sharp on high-DPI screens). */
import SignaturePad from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface PadHandle {
  isEmpty(): boolean;
  clear(): void;
  canvas(): HTMLCanvasElement | null;
}

export const SignPad = forwardRef<PadHandle, { label: string }>(function SignPad({ label }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = (element.offsetWidth || 600) * ratio;
    element.height = (element.offsetHeight || 260) * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
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
  }));

  return <canvas ref={canvas} aria-label={label} style={{ width: '100%', height: 260, border: '1px dashed #d9d9d9', borderRadius: 6, touchAction: 'none', background: '#fff' }} />;
});
