/** Assertions shared by the API tests: every answer is a catalogued `{code, info}` envelope. */
import { expect } from 'vitest';
import { Codes } from '../../src/schemas/envelope.ts';
import type { TestApp } from './test-app.ts';

export type Answer = Awaited<ReturnType<TestApp['call']>>;

export const CATALOGUE: ReadonlySet<string> = new Set(Object.values(Codes));

/** A JSON envelope with a catalogued code, no server error, no HTML page, no stack trace. */
export function expectEnvelope(answer: Answer, label = ''): void {
  const where = `${label} → ${answer.status} ${answer.raw.slice(0, 200)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(String(answer.headers['content-type']), where).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.raw);
  expect(body, where).toBeTypeOf('object');
  expect(Object.keys(body as object), where).toEqual(expect.arrayContaining(['code', 'info']));
  expect(CATALOGUE.has(answer.code), where).toBe(true);
  expect(answer.code, where).not.toBe(Codes.serverError);
  expect(answer.raw, where).not.toMatch(/<html|<!doctype|<body/i);
  expect(answer.raw, where).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|FST_ERR|stack/);
}

/** The HTTP status each failure code is answered with (mirrors codeMessages). */
export function expectCode(answer: Answer, code: string, label = ''): void {
  expect(answer.code, `${label} → ${answer.status} ${answer.raw.slice(0, 300)}`).toBe(code);
}
