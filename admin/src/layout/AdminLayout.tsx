/**
 * The admin's frame: the side menu (a drawer on tablets and phones, its icons only on a laptop's), the
 * top bar with the song search, the page, and the right panel (account, 'Upload Song', 'Recent
 * Uploads'), which goes below the page on a small laptop's screen; on tablets and phones the
 * menu's drawer holds its account and Upload Song instead.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { Button, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { MenuDrawer } from './MenuDrawer.tsx';
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
/**
 * Under antd's `lg` (992 px: tablets and phones) the menu is a drawer that the top bar's button
 * opens. Read from the first render: measured after it (antd's Grid), a phone drew the desk's
 * frame first and the page jumped.
 */
const DRAWER_MENU = '(max-width: 991px)';
const MENU_WIDTH = 240;
const MENU_ICONS_WIDTH = 64;

function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/songs" className="admin-brand" onClick={onNavigate}>
      {STORE_IDENTITY.name} <span className="admin-brand__sub">admin</span>
    </Link>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const compact = useMediaQuery(DRAWER_MENU);
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
          <MenuDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            title={<Brand onNavigate={() => setMenuOpen(false)} />}
          />
        )}
        <Layout>
          <TopBar compact={compact} onOpenMenu={() => setMenuOpen(true)} />
          <div className="admin-body">
            <main className="admin-main">{children}</main>
            {/* Under 992 px the menu's drawer holds its account and Upload Song (MenuDrawer.tsx). */}
            {!compact && <RightPanel />}
          </div>
        </Layout>
      </Layout>
    </SearchProvider>
  );
}
