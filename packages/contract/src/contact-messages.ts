/**
 * The contact form's limits and messages. Kept apart from the zod schema (contact.ts) so the
 * browser's form can use them without bundling the validator.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

/** What the contact forms show (spec, error catalogue). */
export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  offline: 'An error occurred. Please try again later.',
} as const;

/** The API's answer when one sender writes too often. */
export const CONTACT_TOO_MANY = 'Too many messages in a short time. Please try again in a few minutes.';
