/**
 * The admin's frame: the side menu (a drawer on small screens, its icons only on a laptop's), the
 * top bar with the song search, the page, and the right panel (account, 'Upload Song', 'Recent
 * Uploads'), which goes below the page on narrow screens.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { Button, Drawer, Grid, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RightPanel } from './RightPanel.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SearchProvider } from './search.tsx';
import { TopBar } from './TopBar.tsx';
import { useMediaQuery } from './use-media-query.ts';

/**
 * The width the frame is drawn for (admin.css narrows the right panel below it). Narrower, down to
 * `lg`, the menu shows its icons only (each label in a tooltip, and still its link's name): the
 * 176 px this gives the page let Songs, Orders and Messages show every column at 1280 px, where
 * beside the labelled menu they scrolled sideways and the action column, kept in view, covered
 * Status. Hiding columns would hide what the admin opens the lists for, and a narrower right
 * panel alone gives back too little.
 */
const FULL_MENU = '(min-width: 1440px)';
const MENU_WIDTH = 240;
const MENU_ICONS_WIDTH = 64;

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
  const fullMenu = useMediaQuery(FULL_MENU);
  // The admin may show the labels anyway (the page then scrolls sideways again); not kept.
  const [labelsShown, setLabelsShown] = useState(false);
  const collapsed = !fullMenu && !labelsShown;
  return (
    <SearchProvider>
      <Layout className="admin-shell">
        {!compact && (
          <Layout.Sider
            width={MENU_WIDTH}
            collapsedWidth={MENU_ICONS_WIDTH}
            collapsed={collapsed}
            // antd's own trigger is a bare div: neither focusable nor named.
            trigger={null}
            className="admin-sider"
          >
            <div className="admin-sider__head">
              {!fullMenu && (
                <Button
                  type="text"
                  className="admin-sider__toggle"
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  aria-label={collapsed ? 'Show the menu labels' : 'Hide the menu labels'}
                  onClick={() => setLabelsShown(collapsed)}
                />
              )}
              {!collapsed && <Brand />}
            </div>
            <SideMenu collapsed={collapsed} />
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
