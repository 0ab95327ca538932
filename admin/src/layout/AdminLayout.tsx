/**
 * The admin's frame: the side menu (a drawer on small screens), the top bar with the song search,
 * the page, and the right panel (account, 'Upload Song', 'Recent Uploads'), which goes below the
 * page on narrow screens.
 */
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { Drawer, Grid, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RightPanel } from './RightPanel.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SearchProvider } from './search.tsx';
import { TopBar } from './TopBar.tsx';

function Brand() {
  return (
    <Link to="/songs" className="admin-brand">
      {STORE_IDENTITY.name} <span className="admin-brand__sub">admin</span>
    </Link>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  // Until the first measure, the wide layout (the admin is mostly used on a desk).
  const compact = screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <SearchProvider>
      <Layout className="admin-shell">
        {!compact && (
          <Layout.Sider width={240} className="admin-sider">
            <Brand />
            <SideMenu />
          </Layout.Sider>
        )}
        {compact && (
          <Drawer placement="left" open={menuOpen} onClose={() => setMenuOpen(false)} width={260} title={<Brand />}>
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        )}
        <Layout>
          <TopBar compact={compact} onOpenMenu={() => setMenuOpen(true)} />
          <div className="admin-body">
            <main className="admin-main">{children}</main>
            <RightPanel />
          </div>
        </Layout>
      </Layout>
    </SearchProvider>
  );
}
