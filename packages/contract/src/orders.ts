/** An order as its buyer sees it in the order history. Amounts in cents. */
export interface OrderItemView {
  id: string;
  licenseId: number;
  licenseDetails: { name: string };
  price: number;
  song: { id: number; title: string; coverImage: string | null; audioFile: string | null };
}

export interface OrderView {
  id: string;
  createdAt: string;
  amount: number;
  currency: string;
  /** The payment provider's capture id. */
  transactionId: string | null;
  items: OrderItemView[];
}

export const NO_ORDERS_MESSAGE = "You haven't placed any orders yet.";
