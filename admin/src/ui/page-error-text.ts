/** What a page that cannot be loaded says in its place (see PageError.tsx). */
export const PAGE_ERROR = {
  title: 'This page could not be loaded',
  text: 'The admin may have been updated since you opened it, or the connection dropped. Reload to open it again.',
  reload: 'Reload',
} as const;
