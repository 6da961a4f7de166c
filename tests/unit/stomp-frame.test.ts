/** The server's STOMP 1.2 frame codec: parsing, escaping, heart-beats between frames, limits, negotiation. */
import { describe, expect, it } from 'vitest';
import { FrameError, MAX_FRAME_CHARS, negotiateHeartBeat, parseMessage, serializeFrame } from '../../src/server/realtime/frame.ts';

describe('parseMessage', () => {
  it('reads frames and heart-beat EOLs in order, CRLF too', () => {
    const parsed = parseMessage('\nSUBSCRIBE\r\nid:1\r\ndestination:/topic/subscribe\r\n\r\n\0\r\nDISCONNECT\nreceipt:9\n\n\0');
    expect(parsed.map((p) => (p.kind === 'frame' ? p.frame.command : 'beat'))).toEqual(['beat', 'SUBSCRIBE', 'beat', 'DISCONNECT']);
    expect(parsed[1]).toMatchObject({ frame: { headers: { id: '1', destination: '/topic/subscribe' } } });
  });

  it('unescapes headers except in CONNECT, keeps the first of repeated headers', () => {
    const [sub] = parseMessage('SUBSCRIBE\nid:a\\cb\\\\c\\nd\nid:second\ndestination:x\n\n\0');
    expect(sub).toMatchObject({ frame: { headers: { id: 'a:b\\c\nd' } } });
    const [connect] = parseMessage('CONNECT\npasscode:a\\cb\n\n\0');
    expect(connect).toMatchObject({ frame: { headers: { passcode: 'a\\cb' } } });
  });

  it('honours content-length in octets', () => {
    const [frame] = parseMessage('SEND\ndestination:x\ncontent-length:3\n\n中文\0');
    expect(frame).toMatchObject({ frame: { body: '中' } });
  });

  it('refuses unknown commands, bad escapes, missing terminators, oversized frames', () => {
    expect(() => parseMessage('HELLO\n\n\0')).toThrow(FrameError);
    expect(() => parseMessage('SUBSCRIBE\nid:\\t\n\n\0')).toThrow(FrameError);
    expect(() => parseMessage('SUBSCRIBE\nid:1\n\n')).toThrow(FrameError);
    expect(() => parseMessage('SUBSCRIBE\nnocolon\n\n\0')).toThrow(FrameError);
    expect(() => parseMessage(`SEND\n\n${'x'.repeat(MAX_FRAME_CHARS)}\0`)).toThrow(FrameError);
  });
});

describe('serializeFrame', () => {
  it('escapes header values, adds content-length in octets, ends with NULL', () => {
    expect(serializeFrame('MESSAGE', { destination: '/a:b' }, '中')).toBe('MESSAGE\ndestination:/a\\cb\ncontent-length:3\n\n中\0');
    expect(serializeFrame('RECEIPT', { 'receipt-id': '7' })).toBe('RECEIPT\nreceipt-id:7\n\n\0');
    // CONNECTED is never escaped (1.2 §Value Encoding).
    expect(serializeFrame('CONNECTED', { server: 'a:b' })).toBe('CONNECTED\nserver:a:b\n\n\0');
  });

  it('round-trips through the parser', () => {
    const text = serializeFrame('SEND', { destination: 'x\ny', receipt: 'r:1' }, 'body');
    expect(parseMessage(text)).toEqual([{ kind: 'frame', frame: { command: 'SEND', headers: { destination: 'x\ny', receipt: 'r:1', 'content-length': '4' }, body: 'body' } }]);
  });
});

describe('negotiateHeartBeat', () => {
  it('takes the larger of what one side offers and the other wants; 0 on either side means none', () => {
    expect(negotiateHeartBeat('4000,20000', { send: 10_000, receive: 10_000 })).toEqual({ sendEvery: 20_000, expectEvery: 10_000 });
    expect(negotiateHeartBeat('0,0', { send: 10_000, receive: 10_000 })).toEqual({ sendEvery: 0, expectEvery: 0 });
    expect(negotiateHeartBeat(undefined, { send: 10_000, receive: 10_000 })).toEqual({ sendEvery: 0, expectEvery: 0 });
    expect(negotiateHeartBeat('15000,5000', { send: 0, receive: 0 })).toEqual({ sendEvery: 0, expectEvery: 0 });
  });
});
