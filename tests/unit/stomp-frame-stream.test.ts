/** The relay's STOMP-over-TCP decoder: frames split across chunks, several per chunk, NULs inside counted bodies. */
import { describe, expect, it } from 'vitest';
import { FrameError } from '../../src/server/realtime/frame.ts';
import { FrameStreamDecoder } from '../../src/server/realtime/frame-stream.ts';
import { parseRelayUrl } from '../../src/server/realtime/relay-link.ts';

const frames = (parsed: ReturnType<FrameStreamDecoder['push']>) => parsed.flatMap((p) => (p.kind === 'frame' ? [p.frame] : []));

describe('FrameStreamDecoder', () => {
  it('waits for the rest of a frame split across chunks, byte by byte through a multi-byte character', () => {
    const decoder = new FrameStreamDecoder();
    const bytes = Buffer.from('MESSAGE\nsubscription:s1\ndestination:/exchange/amq.topic/k\n\n{"title":"中文"}\0', 'utf8');
    const out = [];
    for (const byte of bytes) out.push(...frames(decoder.push(Buffer.from([byte]))));
    expect(out).toEqual([{ command: 'MESSAGE', headers: { subscription: 's1', destination: '/exchange/amq.topic/k' }, body: '{"title":"中文"}' }]);
  });

  it('answers heart-beats and several frames of one chunk in order, and honours content-length over NULs', () => {
    const decoder = new FrameStreamDecoder();
    const parsed = decoder.push(Buffer.from('\n\r\nRECEIPT\nreceipt-id:1\n\n\0\nMESSAGE\ncontent-length:3\n\na\0b\0CONNECTED\nversion:1.2\n\n\0', 'utf8'));
    expect(parsed.filter((p) => p.kind === 'heartbeat')).toHaveLength(3);
    expect(frames(parsed).map((f) => [f.command, f.body])).toEqual([
      ['RECEIPT', ''],
      ['MESSAGE', 'a\0b'],
      ['CONNECTED', ''],
    ]);
  });

  it('unescapes MESSAGE headers but not CONNECTED ones, and refuses what a broker never sends', () => {
    const decoder = new FrameStreamDecoder();
    const [message, connected] = frames(decoder.push(Buffer.from('MESSAGE\nflowhall-id:a\\cb\n\n\0CONNECTED\nserver:RabbitMQ/3:1\n\n\0')));
    expect(message!.headers['flowhall-id']).toBe('a:b');
    expect(connected!.headers.server).toBe('RabbitMQ/3:1');
    expect(() => new FrameStreamDecoder().push(Buffer.from('SEND\n\n\0'))).toThrow(FrameError);
    expect(() => new FrameStreamDecoder().push(Buffer.from('MESSAGE\ncontent-length:1\n\nab\0'))).toThrow(FrameError);
  });
});

describe('parseRelayUrl', () => {
  it('reads credentials, vhost, exchange and prefix, with RabbitMQ defaults', () => {
    expect(parseRelayUrl('stomp://guest:guest@127.0.0.1:61613')).toEqual({
      host: '127.0.0.1', port: 61613, login: 'guest', passcode: 'guest', vhost: '/', exchange: 'amq.topic', prefix: 'flowhall',
    });
    expect(parseRelayUrl('stomp://u:p%40ss@mq/prod?prefix=campus-a')).toMatchObject({ port: 61613, passcode: 'p@ss', vhost: 'prod', prefix: 'campus-a' });
    expect(() => parseRelayUrl('amqp://mq')).toThrow(/stomp:\/\//);
    expect(() => parseRelayUrl('stomp://mq?prefix=a%23b')).toThrow(/prefix/);
  });
});
