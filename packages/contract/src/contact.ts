import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-messages.ts';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text field: blank counts as not given. */
const optional = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * A message from the contact forms (the contact page, and the home page's, which adds a subject).
 * Labels are the forms' own, so a field error reads like the form.
 */
export const ContactMessageInputSchema = z.object({
  firstName: required('First Name', CONTACT_LIMITS.name),
  lastName: required('Last Name', CONTACT_LIMITS.name),
  email: required('Email', CONTACT_LIMITS.email).pipe(z.email('Enter a valid email address')),
  phone: optional('Phone Number', CONTACT_LIMITS.phone).refine(
    (value) => value === null || /^[+()\d\s.-]{3,}$/.test(value),
    'Enter a valid phone number',
  ),
  subject: optional('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;
export type ContactMessage = z.output<typeof ContactMessageInputSchema>;

/** POST /api/contact (201): the stored message's id. */
export const ContactReceiptSchema = z.object({ data: z.object({ id: z.int() }) });
export type ContactReceipt = z.output<typeof ContactReceiptSchema>;
