import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island is live. Forms keep their submit
 * button disabled until then, so an early click cannot send the form as a plain page request.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
