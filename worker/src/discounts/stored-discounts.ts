/** An order's discounts as the database keeps them: JSON of `{ kind, label, amount }`, amounts in cents. */
import type { AppliedDiscount } from '@beats/contract';
import { z } from 'zod';

const StoredDiscountsSchema = z.array(
  z.object({ kind: z.enum(['bulk', 'code']), label: z.string(), amount: z.int().min(0) }),
);

/** The discounts of an order row; none when the column holds anything else. */
export function storedDiscounts(json: string): AppliedDiscount[] {
  try {
    const parsed = StoredDiscountsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
