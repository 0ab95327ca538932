/**
 * /api/uploads (admins): a song's large files in parts, through R2 multipart uploads, resumable
 * after a dropped connection. See uploads/upload-files.ts.
 */
import {
  UPLOAD_MESSAGES,
  UploadDetailSchema,
  UploadIdParamSchema,
  UploadPartParamSchema,
  UploadPartReceiptSchema,
  UploadStartSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { type Db, getDb } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';
import { completeUpload, describeUpload, discardUpload, receivePart, startUpload } from '../uploads/upload-files.ts';
import { findUpload } from '../uploads/upload-queries.ts';

const unknownUpload = errorAnswer(
  `${UPLOAD_MESSAGES.notFound} Not this admin's, finished and taken by a song, or deleted.`,
);

const start = createRoute({
  method: 'post',
  path: '/',
  summary: 'Opens a multipart upload of a song file (admins): preview audio, untagged MP3, WAV or stems ZIP',
  middleware: [requireAdmin, jsonBodyGuard('Send the upload as JSON.')] as const,
  request: { body: jsonBody(UploadStartSchema) },
  responses: {
    201: jsonAnswer(UploadDetailSchema, 'Opened: send the parts'),
    ...adminRefusals,
    400: errorAnswer('A bad kind, format or size'),
    413: errorAnswer('The file is larger than its kind allows'),
    415: errorAnswer('A format this kind of file cannot have'),
  },
});

const status = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'An upload and the parts received so far (admins), to resume it',
  middleware: requireAdmin,
  request: { params: UploadIdParamSchema },
  responses: { 200: jsonAnswer(UploadDetailSchema, 'The upload'), ...adminRefusals, 404: unknownUpload },
});

const part = createRoute({
  method: 'put',
  path: '/{id}/parts/{n}',
  summary:
    'One part of the file (admins): application/octet-stream, exactly its share of the file; sending it again replaces it',
  middleware: requireAdmin,
  request: {
    params: UploadPartParamSchema,
    body: {
      required: true,
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
  responses: {
    200: jsonAnswer(UploadPartReceiptSchema, 'Received'),
    ...adminRefusals,
    400: errorAnswer(UPLOAD_MESSAGES.partSize),
    404: errorAnswer(`${UPLOAD_MESSAGES.notFound} Or ${UPLOAD_MESSAGES.partNumber}`),
    409: errorAnswer(UPLOAD_MESSAGES.finished),
    413: errorAnswer('The part is larger than a part may be'),
    415: errorAnswer('Not application/octet-stream, or the file does not start like its format'),
  },
});

const complete = createRoute({
  method: 'post',
  path: '/{id}/complete',
  summary: 'Puts the parts together and checks the file by its content (admins)',
  middleware: requireAdmin,
  request: { params: UploadIdParamSchema },
  responses: {
    200: jsonAnswer(UploadDetailSchema, 'Complete: the file can be named in a song form'),
    ...adminRefusals,
    404: unknownUpload,
    409: errorAnswer(UPLOAD_MESSAGES.incomplete),
    415: errorAnswer('The file is not what it was announced as: it is deleted'),
  },
});

const discard = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Drops an upload and what R2 holds of it (admins)',
  middleware: requireAdmin,
  request: { params: UploadIdParamSchema },
  responses: { 204: { description: 'Dropped' }, ...adminRefusals, 404: unknownUpload },
});

/** The admin's own upload, or 404. */
async function uploadOf(db: Db, userId: string, id: string) {
  const row = await findUpload(db, id, userId);
  if (!row) throw notFound(UPLOAD_MESSAGES.notFound);
  return row;
}

export const uploadRoutes = apiRouter()
  .openapi(start, async (c) => {
    const upload = await startUpload(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid('json'));
    return c.json(z.encode(UploadDetailSchema, { data: upload }), 201);
  })
  .openapi(status, async (c) => {
    const db = getDb(c.env.DB);
    const row = await uploadOf(db, c.var.user.id, c.req.valid('param').id);
    return c.json(z.encode(UploadDetailSchema, { data: await describeUpload(db, row) }), 200);
  })
  .openapi(part, async (c) => {
    const { id, n } = c.req.valid('param');
    if (!/^application\/octet-stream\b/i.test(c.req.header('content-type') ?? '')) {
      throw new HttpError(415, UPLOAD_MESSAGES.partType);
    }
    const db = getDb(c.env.DB);
    const row = await uploadOf(db, c.var.user.id, id);
    // At most one part (the Worker's body limit): held whole, as R2 takes parts of a known length.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const size = await receivePart(c.env, db, row, n, bytes);
    return c.json(z.encode(UploadPartReceiptSchema, { data: { partNumber: n, size } }), 200);
  })
  .openapi(complete, async (c) => {
    const db = getDb(c.env.DB);
    const row = await uploadOf(db, c.var.user.id, c.req.valid('param').id);
    return c.json(z.encode(UploadDetailSchema, { data: await completeUpload(c.env, db, row) }), 200);
  })
  .openapi(discard, async (c) => {
    const db = getDb(c.env.DB);
    const row = await uploadOf(db, c.var.user.id, c.req.valid('param').id);
    await discardUpload(c.env, db, row);
    return c.body(null, 204);
  });
