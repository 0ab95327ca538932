/**
 * The OpenAPI 3.1 description of the API, served at /api/openapi.json. Built from the same zod
 * schemas the routes validate with, so it cannot drift from what the server accepts.
 */
import {
  ApiErrorSchema,
  LicenseSchema,
  LimitQuerySchema,
  RelatedQuerySchema,
  SongListQuerySchema,
  SongSchema,
} from '@beats/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(s: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function queryParameters(object: z.ZodObject): JsonSchema[] {
  return Object.entries(object.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: false,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/ApiError' }) });
const songRef = { $ref: '#/components/schemas/Song' };
const songList = { type: 'array', items: songRef };
const songPage = {
  type: 'object',
  required: ['data', 'page', 'limit', 'total'],
  properties: { data: songList, page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
};

export function openApiDocument(serverUrl: string): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Beat Store API',
      version: '1.0.0',
      description: 'Catalogue, licenses, accounts, orders and administration of the store.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/songs/published': {
        get: {
          summary: 'Published songs: filtered, searched, sorted and paginated',
          parameters: queryParameters(SongListQuerySchema),
          responses: { 200: { description: 'A page of songs', ...json(songPage) }, 400: error('A bad query value') },
        },
      },
      '/songs/new-releases': {
        get: {
          summary: 'The newest published songs',
          parameters: queryParameters(LimitQuerySchema),
          responses: {
            200: { description: 'Songs, newest first', ...json({ type: 'object', properties: { data: songList } }) },
            400: error('A bad limit'),
          },
        },
      },
      '/songs/filters': {
        get: {
          summary: 'Catalogue dropdown options over all published songs',
          responses: {
            200: {
              description: 'Distinct tags and BPMs',
              ...json({
                type: 'object',
                properties: {
                  musicTags: { type: 'array', items: { type: 'string' } },
                  bpms: { type: 'array', items: { type: 'integer' } },
                },
              }),
            },
          },
        },
      },
      '/songs/{id}': {
        get: {
          summary: 'One published song',
          parameters: [idParameter],
          responses: {
            200: { description: 'The song', ...json({ type: 'object', properties: { data: songRef } }) },
            404: error('Unknown or not published'),
          },
        },
      },
      '/songs/{id}/related': {
        get: {
          summary: 'More tracks like this one: shared tag first, then nearest BPM',
          parameters: [idParameter, ...queryParameters(RelatedQuerySchema)],
          responses: {
            200: { description: 'A page of songs', ...json(songPage) },
            404: error('Unknown or not published'),
          },
        },
      },
      '/songs/{id}/play': {
        post: {
          summary: 'Counts a play start',
          parameters: [idParameter],
          responses: { 204: { description: 'Counted' }, 404: error('Unknown or not published') },
        },
      },
      '/licenses': {
        get: {
          summary: 'The license plans on sale',
          responses: {
            200: {
              description: 'Plans in the store owner order',
              ...json({
                type: 'object',
                properties: {
                  success: { type: 'boolean' },
                  data: { type: 'array', items: { $ref: '#/components/schemas/License' } },
                },
              }),
            },
          },
        },
      },
    },
    components: {
      schemas: { Song: toSchema(SongSchema), License: toSchema(LicenseSchema), ApiError: toSchema(ApiErrorSchema) },
    },
  };
}
