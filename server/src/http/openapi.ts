/** The OpenAPI 3.1 document, built from the same route declarations the server runs. */
import { z } from 'zod';
import type { RouteSpec } from './route.ts';
import { mediaFile } from '../contract/chapters.ts';
import { csvFile } from '../contract/orders.ts';

/** Operations served outside the route declarations (tus, pages), documented by hand. */
export interface ExtraOperation {
  readonly method: string;
  readonly path: string;
  readonly operation: Record<string, unknown>;
}

/** The JSON schema of every error body: `{ message: text }` or `{ message: { field: [text] } }`. */
export const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: {
      oneOf: [
        { type: 'string' },
        { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      ],
    },
  },
} as const;

/** An error response's content, for hand-written operations. */
export const errorContent = { content: { 'application/json': { schema: errorBody } } } as const;

/** The `hilocale` header parameter: the language of error messages. */
export const hilocaleParameter = {
  name: 'hilocale',
  in: 'header',
  required: false,
  schema: { type: 'string', enum: ['zh-TW', 'zh-CN', 'en'] },
  description: 'Language of the messages in error bodies',
} as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = {
    ...(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>),
  };
  delete json['$schema'];
  return json;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Builds the document. */
export function buildOpenApi(routes: readonly RouteSpec[], extra: readonly ExtraOperation[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const secured = route.access.kind !== 'public';
    const responses: Record<string, unknown> = {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content:
          route.response === csvFile
            ? { 'text/csv': { schema: { type: 'string' } } }
            : route.response === mediaFile
              ? { 'video/*': { schema: { type: 'string', format: 'binary' } } }
              : { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      },
      '400': {
        description: 'Invalid input',
        content: { 'application/json': { schema: errorBody } },
      },
      '404': {
        description: 'Not found, or outside your scope',
        content: { 'application/json': { schema: errorBody } },
      },
    };
    if (secured) {
      responses['403'] = {
        description: 'Missing, unknown, expired or revoked token',
        content: { 'application/json': { schema: errorBody } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[/_-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        hilocaleParameter,
      ],
      responses,
      ...(secured ? { security: [{ bearer: [] }] } : { security: [] }),
    };
    if (route.body) {
      const schema = jsonSchema(route.body, 'input');
      responses['413'] = {
        description: `Body over ${route.maxBodyBytes} bytes (refused before it is read)`,
        content: { 'application/json': { schema: errorBody } },
      };
      operation['x-max-body-bytes'] = route.maxBodyBytes;
      operation['requestBody'] = {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema },
          'application/json': { schema },
        },
      };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }
  for (const { method, path, operation } of extra) (paths[path] ??= {})[method] = operation;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Course marketplace back office API',
      version: '1.0.0',
      description:
        'The contract the back office speaks. Bodies are form-urlencoded (bracket notation for nested values) or JSON. 403 means only that the token is missing, unknown, expired or revoked; objects outside your scope answer 404.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}
