/** The outbox notification's payload (outbox-notice.ts): inline rows, the read-back fallback, and what is ignored. */
import { describe, expect, it } from 'vitest';
import { parseNotice, TRIGGER_FUNCTION, TRIGGER_VERSION } from '../../src/server/realtime/outbox-notice.ts';

describe('parseNotice', () => {
  it('reads inline rows with their bodies as JSON text, in the order sent', () => {
    const payload = JSON.stringify({ x: '812', a: '40', b: '41', r: [['40', 'student1', { kind: 'message', title: '请假' }], ['41', null, { kind: 'sync' }]] });
    expect(parseNotice(payload)).toEqual({
      xid: '812',
      from: '40',
      to: '41',
      rows: [
        { id: '40', userCode: 'student1', body: '{"kind":"message","title":"请假"}' },
        { id: '41', userCode: null, body: '{"kind":"sync"}' },
      ],
    });
  });

  it('names the outbox range without rows when they did not fit (r null)', () => {
    expect(parseNotice('{"x":"9","a":"100","b":"139","r":null}')).toEqual({ xid: '9', from: '100', to: '139' });
  });

  it('sends a statement with an unreadable row through the outbox instead of delivering part of it', () => {
    expect(parseNotice(JSON.stringify({ x: '9', a: '1', b: '2', r: [['1', 'u', { kind: 'sync' }], ['2', 'u', 'not an object']] }))).toEqual({ xid: '9', from: '1', to: '2' });
  });

  it("takes the first version's bare transaction id as the whole transaction", () => {
    expect(parseNotice('4711')).toEqual({ xid: '4711', from: '0', to: '9223372036854775807' });
  });

  it('ignores anything else', () => {
    const payloads = ['', 'x', '{', '[]', 'null', '{"x":"1","a":"2"}', '{"x":1,"a":"2","b":"3"}', '{"x":"1; drop","a":"2","b":"3"}', '123456789012345678901'];
    expect(payloads.filter((payload) => parseNotice(payload) !== undefined)).toEqual([]);
  });
});

describe('the trigger function', () => {
  it('carries its version marker (start-up replaces a definition without it) and caps the inline rows below 8000 bytes', () => {
    expect(TRIGGER_FUNCTION).toContain(`-- ${TRIGGER_VERSION}`);
    const cap = Number(/octet_length\(inline\) <= (\d+)/.exec(TRIGGER_FUNCTION)?.[1]);
    expect(cap).toBeGreaterThan(1000);
    expect(cap).toBeLessThan(8000 - 200);
  });
});
