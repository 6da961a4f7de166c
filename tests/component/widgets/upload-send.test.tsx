/**
 * sendFile (src/widgets/file-upload/send.ts), used by picture-upload and file-upload: a form's files go
 * to the platform's own /file/upload as purpose `private` (before the file, where the server reads it),
 * so a form picture is private to its process; another site's endpoint gets the file alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFile } from '../../../src/widgets/file-upload/send.ts';

class FakeXhr {
  static sent: { url: string; body: FormData }[] = [];
  upload = { addEventListener: () => {} };
  status = 200;
  responseText = JSON.stringify({ code: '00000', info: { url: '/file/view/x', name: 'a.png' } });
  private url = '';
  private onLoad: () => void = () => {};
  withCredentials = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad = listener;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body });
    this.onLoad();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const options = (url: string) => ({ url, headers: {}, withCredentials: false, onProgress: () => {} });

describe('sendFile', () => {
  it('asks our own /file/upload for a private file, the purpose before the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await sendFile(new File(['x'], 'a.png', { type: 'image/png' }), options('/file/upload'));
    const body = FakeXhr.sent[0]!.body;
    expect([...body.keys()]).toEqual(['purpose', 'file']);
    expect(body.get('purpose')).toBe('private');
  });

  it('sends another site only the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await sendFile(new File(['x'], 'a.png', { type: 'image/png' }), options('https://uploads.example.org/put'));
    expect([...FakeXhr.sent[0]!.body.keys()]).toEqual(['file']);
  });
});
