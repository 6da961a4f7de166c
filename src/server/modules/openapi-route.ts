/**
 * GET /openapi.json: an OpenAPI 3 document of every call, generated from the route table and the
 * entity schemas, so it cannot drift from what the server actually answers.
 */
import type { FastifyInstance } from 'fastify';
import { Codes, codeMessages } from '../../schemas/envelope.ts';
import { editBodySchema, pageSchema } from '../../schemas/entity/json-schema.ts';
import type { EntityRuntime } from '../entity/registry.ts';

type Json = Record<string, unknown>;

const envelope = {
  type: 'object',
  required: ['code', 'info'],
  properties: {
    code: { type: 'string', enum: Object.values(Codes), description: Object.entries(codeMessages).map(([k, v]) => `${Codes[k as keyof typeof Codes]} ${v.en}`).join('; ') },
    info: { description: 'The answer on success; a readable message otherwise' },
    errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
};

function entityBody(runtime: EntityRuntime, call: string): Json | undefined {
  if (call === 'edit') return { oneOf: [editBodySchema(runtime.schema, 'create'), editBodySchema(runtime.schema, 'update')] };
  if (['queryPage', 'queryList', 'queryState', 'treeList', 'export'].includes(call) || runtime.schema.aliases?.[call]) return pageSchema(runtime.schema);
  return undefined;
}

export function buildOpenApi(app: FastifyInstance): Json {
  const paths: Record<string, Json> = {};
  for (const route of app.routeTable) {
    if (route.url.includes('*') || route.url === '/openapi.json') continue;
    const [, prefix, call] = route.url.split('/');
    const runtime = prefix ? app.entities.get(prefix) : undefined;
    const body = (runtime && call ? entityBody(runtime, call) : undefined) ?? (route.schema?.body as Json | undefined);
    const permission = route.permission ? [route.permission].flat().join(' | ') : undefined;
    const operation: Json = {
      tags: [runtime ? runtime.schema.name : (prefix ?? 'system')],
      summary: runtime ? `${runtime.schema.title.en} — ${call}` : route.url,
      description: route.public ? 'No token needed.' : `Needs a token${permission ? ` and the permission ${permission}` : ''}.`,
      security: route.public ? [] : [{ token: [] }],
      responses: { '200': { description: 'Envelope', content: { 'application/json': { schema: envelope } } } },
    };
    if (body && route.method === 'POST') operation.requestBody = { content: { 'application/json': { schema: body } } };
    paths[route.url] = { ...paths[route.url], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Flowhall API', version: '1.0.0', description: 'Every answer is the envelope {code, info}; the token travels in the `token` header both ways.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  let cached: Json | undefined;
  app.get('/openapi.json', async () => (cached ??= buildOpenApi(app)));
}
