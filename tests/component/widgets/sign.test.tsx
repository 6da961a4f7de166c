import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignView, SEAL_LIST_PATH } from '../../../src/widgets/sign/view.tsx';
import { fitInto, strokeBox } from '../../../src/widgets/sign/image.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';

const callMock = vi.hoisted(() => vi.fn<(path: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../src/runtime/api/client.ts', () => ({ call: callMock }));
const SEAL_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const imageMocks = vi.hoisted(() => ({ toSignImage: vi.fn<(source: unknown) => string>(), loadImage: vi.fn<(url: string) => Promise<unknown>>() }));
vi.mock('../../../src/widgets/sign/image.ts', async (original) => ({
  ...(await original<typeof import('../../../src/widgets/sign/image.ts')>()),
  toSignImage: imageMocks.toSignImage,
  loadImage: imageMocks.loadImage,
}));

beforeAll(() => setupI18n());
beforeEach(() => {
  callMock.mockReset();
  callMock.mockResolvedValue([
    { id: 's1', name: '校章', imageUrl: '/file/view/seal-1?sig=a' },
    { id: 's2', name: '财务章', url: '/file/view/seal-2?sig=b' },
  ]);
  imageMocks.loadImage.mockReset();
  imageMocks.loadImage.mockImplementation(async (url: string) => ({ url }));
  imageMocks.toSignImage.mockReset();
  imageMocks.toSignImage.mockReturnValue(SEAL_IMAGE);
});
afterEach(cleanup);

describe('sign', () => {
  it('shows a placeholder when empty and the image when signed (150×100)', () => {
    mount(SignView, widgetOf('sign', { label: '签名' }));
    expect(screen.getByText('点击签名')).toBeTruthy();
    cleanup();
    mount(SignView, widgetOf('sign', { label: '签名' }), { value: SEAL_IMAGE });
    const image = screen.getByAltText('签名') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(SEAL_IMAGE);
    expect([image.width, image.height]).toEqual([150, 100]);
  });

  it('does not open the dialog when disabled or read-only, nor asks for seals', () => {
    mount(SignView, widgetOf('sign', { label: 's' }), { disabled: true });
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    expect(screen.queryByText('电子签章')).toBeNull();
    cleanup();
    mount(SignView, widgetOf('sign', { label: 's' }), { readOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    expect(screen.queryByText('电子签章')).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('reads the seal list when created and opens the 电子签章 dialog with its tabs and buttons', async () => {
    mount(SignView, widgetOf('sign', { label: 's' }));
    expect(callMock).toHaveBeenCalledWith(SEAL_LIST_PATH, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    expect(await screen.findByText('电子签章')).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('50%');
    expect(screen.getByRole('tab', { name: '手写签名' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '导入签章' })).toBeTruthy();
    for (const name of ['生成签名', '清空', '取消']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('电子签章')).toBeNull());
  });

  it('turns a chosen seal (148 px thumbnails) into the value', async () => {
    const host = mount(SignView, widgetOf('sign', { label: 's' }));
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    fireEvent.click(await screen.findByRole('tab', { name: '导入签章' }));
    const thumbnail = (await screen.findByAltText('财务章')) as HTMLImageElement;
    expect(thumbnail.width).toBe(148);
    fireEvent.click(thumbnail);
    fireEvent.click(screen.getByRole('button', { name: '生成' }));
    await waitFor(() => expect(host.changes).toEqual([SEAL_IMAGE]));
    expect(imageMocks.loadImage).toHaveBeenCalledWith('/file/view/seal-2?sig=b');
    await waitFor(() => expect(screen.queryByText('电子签章')).toBeNull());
  });

  it('generates nothing from an empty pad', async () => {
    const host = mount(SignView, widgetOf('sign', { label: 's' }));
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    fireEvent.click(await screen.findByRole('button', { name: '生成签名' }));
    expect(host.changes).toEqual([]);
    expect(screen.getByText('电子签章')).toBeTruthy();
  });

  it('fits a drawing into 150×100 keeping its proportions', () => {
    expect(fitInto(600, 260)).toEqual({ x: 0, y: 18, w: 150, h: 65 });
    expect(fitInto(100, 100)).toEqual({ x: 25, y: 0, w: 100, h: 100 });
  });

  it('crops a drawing to its strokes in canvas pixels, within the canvas', () => {
    const points = [{ x: 100, y: 50 }, { x: 200, y: 80 }];
    expect(strokeBox(points, 2, 1200, 520)).toEqual({ x: 188, y: 88, w: 224, h: 84 });
    expect(strokeBox([{ x: 1, y: 1 }], 1, 600, 260)).toEqual({ x: 0, y: 0, w: 7, h: 7 });
    expect(strokeBox([], 1, 600, 260)).toBeUndefined();
  });
});
