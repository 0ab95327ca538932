/**
 * Date and number formats of the server-rendered pages, each made once per isolate: making an
 * `Intl` format (which `toLocaleString` does on every call) cost the terms page about a tenth of
 * its render, more than its text.
 */
export const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const dateAndTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const wholeNumber = new Intl.NumberFormat('en-US');
