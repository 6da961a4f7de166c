/**
 * Assertions shared by the API tests. Checks inside loops compare `{ case, ...actual }` objects, so a
 * failure's diff names the offending case (oxlint's valid-expect refuses vitest's message argument).
 */
import { expect } from 'vitest';
import { Codes } from '../../src/schemas/envelope.ts';
import type { TestApp } from './test-app.ts';

export type Answer = Awaited<ReturnType<TestApp['call']>>;

export const CATALOGUE: ReadonlySet<string> = new Set(Object.values(Codes));

/** Asserts `actual` equals `expected`, with `label` shown in the failure's diff. */
export function expectCase(label: string, actual: Record<string, unknown>, expected: Record<string, unknown>): void {
  expect({ case: label, ...actual }).toEqual({ case: label, ...expected });
}

/** A JSON envelope with a catalogued code: no server error, no HTML page, no stack trace. */
export function expectEnvelope(answer: Answer, label = ''): void {
  let keys: string[] = [];
  try {
    const body: unknown = JSON.parse(answer.raw);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) keys = Object.keys(body);
  } catch {
    // Not JSON: reported below as envelope: false.
  }
  expectCase(
    `${label} → ${answer.status} ${answer.raw.slice(0, 200)}`,
    {
      serverError: answer.status >= 500 || answer.code === Codes.serverError,
      json: String(answer.headers['content-type']).startsWith('application/json'),
      envelope: keys.includes('code') && keys.includes('info'),
      catalogued: CATALOGUE.has(answer.code),
      html: /<html|<!doctype|<body/i.test(answer.raw),
      stackTrace: /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|FST_ERR/.test(answer.raw),
    },
    { serverError: false, json: true, envelope: true, catalogued: true, html: false, stackTrace: false },
  );
}

/** Field paths named by a validation failure. */
export function errorPaths(answer: { errors?: unknown }): string[] {
  return Array.isArray(answer.errors) ? answer.errors.map((e: { path?: unknown }) => String(e.path)) : [];
}
