/**
 * Refine's data provider: simple-rest over the store's API, wrapped once where the shapes differ.
 * Lists are paged, sorted and filtered on the server (`_start`, `_end`, `_sort`, `_order`, `q`,
 * `x-total-count`); every answer is `{ data }` (or `{ success, data }`) and is checked against the
 * contract's schema, then handed over as sent, amounts in dollars, so a form edits what it read.
 */
import {
  AdminCustomerListSchema,
  AdminFreeDownloadListSchema,
  AdminOrderListSchema,
  AdminSongDetailSchema,
  AdminSongListSchema,
  DiscountDetailSchema,
  DiscountListSchema,
  InboxDetailSchema,
  InboxListSchema,
  LicenseDetailSchema,
  LicenseListSchema,
  readWire,
  StoreAlertDetailSchema,
  StoreAlertListSchema,
} from '@beats/contract';
import type { BaseRecord, DataProvider } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import type { z } from 'zod';
import { api, INVALID_ANSWER, type RequestFailure } from './client.ts';

interface Resource {
  list: z.ZodType<unknown, { data: unknown[] }>;
  one?: z.ZodType<unknown, { data: unknown }>;
  /** How a change is sent: the store's songs, packs and discounts take PUT, messages and alerts PATCH. */
  update?: 'put' | 'patch';
}

const RESOURCES: Record<string, Resource> = {
  songs: { list: AdminSongListSchema, one: AdminSongDetailSchema, update: 'put' },
  licenses: { list: LicenseListSchema, one: LicenseDetailSchema, update: 'put' },
  orders: { list: AdminOrderListSchema },
  customers: { list: AdminCustomerListSchema },
  messages: { list: InboxListSchema, one: InboxDetailSchema, update: 'patch' },
  alerts: { list: StoreAlertListSchema, one: StoreAlertDetailSchema, update: 'patch' },
  discounts: { list: DiscountListSchema, one: DiscountDetailSchema, update: 'put' },
  'free-downloads': { list: AdminFreeDownloadListSchema },
};

function resourceOf(name: string): Resource {
  const resource = RESOURCES[name];
  if (!resource) throw new Error(`The admin has no resource "${name}"`);
  return resource;
}

/** The answer checked against its schema; one that does not match is reported as such, not shown. */
function checked<Schema extends z.ZodType>(schema: Schema, body: unknown): z.input<Schema> {
  try {
    return readWire(schema, body);
  } catch (error) {
    console.error('The API answered what its contract does not say', error);
    const failure: RequestFailure = { message: INVALID_ANSWER, statusCode: 0 };
    throw failure;
  }
}

function one(name: string, body: unknown): unknown {
  const schema = resourceOf(name).one;
  if (!schema) throw new Error(`The API answers no single "${name}"`);
  return checked(schema, body).data;
}

// Paths are relative to the client's base, /api.
const rest = simpleRest('', api);

/**
 * Refine's provider is generic in the record type each page asks for; the records here were
 * checked against the contract's schema of their resource, whose wire types the pages name.
 */
const as = <T>(checked: unknown) => checked as T;

export const dataProvider: DataProvider = {
  ...rest,
  getList: async <T extends BaseRecord>(params: Parameters<DataProvider['getList']>[0]) => {
    const { data, total } = await rest.getList(params);
    const rows = checked(resourceOf(params.resource).list, data).data;
    return { data: as<T[]>(rows), total: total || rows.length };
  },
  getOne: async <T extends BaseRecord>(params: Parameters<DataProvider['getOne']>[0]) => {
    const { data } = await rest.getOne(params);
    return { data: as<T>(one(params.resource, data)) };
  },
  create: async <T extends BaseRecord>(params: Parameters<DataProvider['create']>[0]) => {
    const { data } = await rest.create(params);
    return { data: as<T>(one(params.resource, data)) };
  },
  update: async <T extends BaseRecord>(params: Parameters<DataProvider['update']>[0]) => {
    const method = resourceOf(params.resource).update ?? 'put';
    const { data } = await rest.update({ ...params, meta: { ...params.meta, method } });
    return { data: as<T>(one(params.resource, data)) };
  },
  deleteOne: async <T extends BaseRecord>(params: Parameters<DataProvider['deleteOne']>[0]) => {
    await rest.deleteOne(params);
    // 204: nothing comes back; the record is gone.
    return { data: as<T>({ id: params.id }) };
  },
};
