/**
 * The top bar's song search ('Search songs by title...'), shared with the songs list, which
 * filters by it on the server (`q`). Typing elsewhere in the admin opens the songs list.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface SongSearch {
  query: string;
  setQuery: (query: string) => void;
}

const SearchContext = createContext<SongSearch>({ query: '', setQuery: () => undefined });

export function SearchProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  const value = useMemo(() => ({ query, setQuery }), [query]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export const useSongSearch = (): SongSearch => useContext(SearchContext);
