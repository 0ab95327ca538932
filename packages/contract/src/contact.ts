import { CONTACT_LIMITS } from './contact-messages.ts';
import { isCleanLine, isCleanText, isEmail, normalizeEmail, normalizeLine, normalizeText } from './fields.ts';
import { z } from './zod.ts';

const notAllowed = (label: string) => `${label} contains characters that are not allowed`;

/**
 * A one-line text field: bounded before it is normalised, then free of control and direction
 * characters (so a subject can never carry a line break into a mail header).
 */
const line = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .refine((value) => value.trim().length <= max, `${label} must be at most ${max} characters`)
    .transform(normalizeLine)
    .refine((value) => value.length <= max, `${label} must be at most ${max} characters`)
    .refine(isCleanLine, notAllowed(label));

const requiredLine = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .pipe(line(label, max))
    .refine((value) => value !== '', `${label} is required`);

/** An optional one-line field: blank counts as not given. */
const optionalLine = (label: string, max: number) =>
  line(label, max)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * A message from the contact forms (the contact page, and the home page's, which adds a subject).
 * Labels are the forms' own, so a field error reads like the form. The message keeps its line
 * breaks; every other field is one line.
 */
export const ContactMessageInputSchema = z.object({
  firstName: requiredLine('First Name', CONTACT_LIMITS.name),
  lastName: requiredLine('Last Name', CONTACT_LIMITS.name),
  email: requiredLine('Email', CONTACT_LIMITS.email)
    .transform(normalizeEmail)
    .refine(isEmail, 'Enter a valid email address'),
  phone: optionalLine('Phone Number', CONTACT_LIMITS.phone).refine(
    (value) => value === null || /^[+()\d .-]{3,}$/.test(value),
    'Enter a valid phone number',
  ),
  subject: optionalLine('Subject', CONTACT_LIMITS.subject),
  message: z
    .string({ message: 'Message is required' })
    .refine((value) => value.trim().length <= CONTACT_LIMITS.message, 'Message must be at most 5000 characters')
    .transform(normalizeText)
    .refine((value) => value !== '', 'Message is required')
    .refine((value) => value.length <= CONTACT_LIMITS.message, 'Message must be at most 5000 characters')
    .refine(isCleanText, notAllowed('Message')),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;
export type ContactMessage = z.output<typeof ContactMessageInputSchema>;

/** POST /api/contact (201): the stored message's id. */
export const ContactReceiptSchema = z.object({ data: z.object({ id: z.int() }) });
export type ContactReceipt = z.output<typeof ContactReceiptSchema>;
