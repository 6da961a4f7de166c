import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PictureUploadView } from '../../../src/widgets/picture-upload/view.tsx';
import { FileUploadView } from '../../../src/widgets/file-upload/view.tsx';
import type { SendOptions } from '../../../src/widgets/file-upload/send.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';

const sendMock = vi.hoisted(() => vi.fn<(file: File, options: SendOptions) => Promise<{ name: string; url: string }>>());
vi.mock('../../../src/widgets/file-upload/send.ts', async (original) => ({
  ...(await original<typeof import('../../../src/widgets/file-upload/send.ts')>()),
  sendFile: sendMock,
}));

beforeAll(() => setupI18n());
beforeEach(() => {
  sendMock.mockReset();
  sendMock.mockImplementation(async (file: File, options: SendOptions) => {
    options.onProgress(50);
    return { name: file.name, url: `/file/view/${file.name}` };
  });
});
afterEach(cleanup);

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no upload control');
  fireEvent.change(input, { target: { files } });
}

/** The widget's own message line (antd's toasts also carry role alert, outside the widget). */
const alertText = (host: { container: HTMLElement }) => host.container.querySelector('[role=alert]')?.textContent;

/** antd keeps the file input in the page and hides its box when the trigger is gone. */
function controlShown(container: HTMLElement): boolean {
  const select = container.querySelector<HTMLElement>('.ant-upload-select');
  return Boolean(select) && select!.style.display !== 'none' && select!.textContent !== '';
}

describe('picture-upload', () => {
  it('uploads to the widget URL and reports the file list [{name, url}]', async () => {
    const host = mount(PictureUploadView, widgetOf('picture-upload', { uploadURL: '/custom/upload', headers: { 'x-app': 'fh' }, withCredentials: true }));
    expect(controlShown(host.container)).toBe(true);
    choose(host.container, fileOf('photo.png', 'image/png'));
    await waitFor(() => expect(host.changes).toEqual([[{ name: 'photo.png', url: '/file/view/photo.png' }]]));
    const options = sendMock.mock.calls[0]![1];
    expect(options.url).toBe('/custom/upload');
    expect(options.headers).toEqual({ 'x-app': 'fh' });
    expect(options.withCredentials).toBe(true);
  });

  it('refuses a wrong type with Unsupported format (en)', async () => {
    await setupI18n('en');
    const host = mount(PictureUploadView, widgetOf('picture-upload'));
    choose(host.container, fileOf('notes.txt', 'text/plain'));
    await waitFor(() => expect(alertText(host)).toBe('Unsupported format: notes.txt'));
    expect(sendMock).not.toHaveBeenCalled();
    await setupI18n('zh');
  });

  it('refuses a file over fileMaxSize with File size out of limit (en)', async () => {
    await setupI18n('en');
    const host = mount(PictureUploadView, widgetOf('picture-upload', { fileMaxSize: 1 }));
    choose(host.container, fileOf('big.jpg', 'image/jpeg', 2 * 1024 * 1024));
    await waitFor(() => expect(alertText(host)).toBe('File size out of limit: big.jpg'));
    expect(sendMock).not.toHaveBeenCalled();
    await setupI18n('zh');
  });

  it('refuses files over the limit with the exceeded message and hides the control at the limit', async () => {
    await setupI18n('en');
    const host = mount(PictureUploadView, widgetOf('picture-upload', { limit: 3, multipleSelect: true }), { value: [{ name: 'a.png', url: '/file/view/a' }] });
    choose(host.container, fileOf('b.png', 'image/png'), fileOf('c.png', 'image/png'), fileOf('d.png', 'image/png'));
    await waitFor(() => expect(alertText(host)).toBe('The maximum number(3) of file uploads has been exceeded.'));
    await waitFor(() => expect((host.value() as unknown[]).length).toBe(3));
    expect(sendMock).toHaveBeenCalledTimes(2);
    expect(controlShown(host.container)).toBe(false);
    expect(screen.queryByText('Upload picture')).toBeNull();
    await setupI18n('zh');
  });

  it('says Upload error when the server refuses', async () => {
    sendMock.mockRejectedValue(new Error('down'));
    const host = mount(PictureUploadView, widgetOf('picture-upload'));
    choose(host.container, fileOf('p.png', 'image/png'));
    await waitFor(() => expect(alertText(host)).toBe('上传出错：p.png'));
    expect(host.changes).toEqual([]);
  });

  it('offers no control when disabled, and no remove when read-only', () => {
    const off = mount(PictureUploadView, widgetOf('picture-upload'), { disabled: true, value: [{ name: 'a.png', url: '/file/view/a' }] });
    expect(controlShown(off.container)).toBe(false);
    cleanup();
    const ro = mount(PictureUploadView, widgetOf('picture-upload'), { readOnly: true, value: [{ name: 'a.png', url: '/file/view/a' }] });
    expect(controlShown(ro.container)).toBe(false);
    expect(ro.container.querySelector('[title="Remove file"], .anticon-delete')).toBeNull();
  });
});

describe('file-upload', () => {
  it('accepts the default document types and shows the tip', async () => {
    const host = mount(FileUploadView, widgetOf('file-upload', { uploadTip: '请上传合同文本' }));
    expect(host.container.textContent).toContain('请上传合同文本');
    expect(controlShown(host.container)).toBe(true);
    choose(host.container, fileOf('合同.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    await waitFor(() => expect(host.changes).toEqual([[{ name: '合同.DOCX', url: '/file/view/合同.DOCX' }]]));
    expect(screen.getByText('合同.DOCX')).toBeTruthy();
  });

  it('refuses a type outside its fileTypes (zh)', async () => {
    const host = mount(FileUploadView, widgetOf('file-upload', { fileTypes: ['doc', 'docx', 'xls', 'xlsx'] }));
    choose(host.container, fileOf('scan.pdf', 'application/pdf'));
    await waitFor(() => expect(alertText(host)).toBe('不支持的格式：scan.pdf'));
  });

  it('removes a file from the value', async () => {
    const host = mount(FileUploadView, widgetOf('file-upload'), { value: [{ name: 'a.pdf', url: '/file/view/a' }, { name: 'b.pdf', url: '/file/view/b' }] });
    const remove = host.container.querySelectorAll<HTMLElement>('.ant-upload-list-item-action, button[title]');
    expect(remove.length).toBeGreaterThan(0);
    fireEvent.click(remove[0]!);
    await waitFor(() => expect(host.changes).toEqual([[{ name: 'b.pdf', url: '/file/view/b' }]]));
  });
});
