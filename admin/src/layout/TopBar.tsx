/** The top bar: the menu button on small screens and the song search. */
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useSongSearch } from './search.tsx';

export function TopBar({ onOpenMenu, compact }: { onOpenMenu: () => void; compact: boolean }) {
  const { query, setQuery } = useSongSearch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The songs list is at /admin too: going from there to /admin/songs would open it anew and stop
  // the song playing.
  const onSongList = pathname === '/' || pathname === '/songs';
  const search = (value: string) => {
    setQuery(value);
    if (!onSongList) navigate('/songs');
  };
  return (
    <header className="admin-topbar">
      {compact && (
        <Button
          type="text"
          className="admin-topbar__menu"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        />
      )}
      <Input
        className="admin-topbar__search"
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search songs by title..."
        aria-label="Search songs by title"
        value={query}
        onChange={(event) => search(event.target.value)}
      />
    </header>
  );
}
