export * from './auth.ts';
export * from './contact.ts';
export * from './contact-messages.ts';
export * from './errors.ts';
export * from './licenses.ts';
export * from './money.ts';
export * from './songs.ts';
export * from './users.ts';
