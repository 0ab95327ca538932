import { Money } from './money-schema.ts';
import { z } from './zod.ts';

/** One line of an order as its buyer sees it: the plan's name and price as they were at purchase. */
export const OrderItemViewSchema = z
  .object({
    id: z.string(),
    licenseId: z.int(),
    licenseDetails: z.object({ name: z.string() }),
    price: Money,
    song: z.object({
      id: z.int(),
      title: z.string(),
      coverImage: z.string().nullable(),
      audioFile: z.string().nullable(),
    }),
  })
  .meta({ id: 'OrderItem' });
export type OrderItemView = z.output<typeof OrderItemViewSchema>;

/** An order as its buyer sees it in the order history. Amounts: dollars on the wire, cents in the code. */
export const OrderViewSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    amount: Money,
    currency: z.string(),
    /** The payment provider's capture id. */
    transactionId: z.string().nullable(),
    items: z.array(OrderItemViewSchema),
  })
  .meta({ id: 'Order' });
export type OrderView = z.output<typeof OrderViewSchema>;

export const NO_ORDERS_MESSAGE = "You haven't placed any orders yet.";
