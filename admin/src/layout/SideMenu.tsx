/** The side menu: the resources declared in App.tsx, with their spec labels. */
import { useMenu } from '@refinedev/core';
import { Menu, Tooltip } from 'antd';
import { Link } from 'react-router';

/**
 * The resource whose list the admin's own address (`/admin`, App.tsx's index route) shows. Refine
 * matches `/admin` to no resource (the songs list's route is `/songs`) and marked no section there.
 */
const LANDING_RESOURCE = 'songs';

export function SideMenu({ onNavigate, collapsed = false }: { onNavigate?: () => void; collapsed?: boolean }) {
  const { menuItems, selectedKey } = useMenu();
  const landing = menuItems.find((item) => item.name === LANDING_RESOURCE)?.key;
  const current = selectedKey === '/' && landing ? landing : selectedKey;
  return (
    <nav aria-label="Admin sections">
      <Menu
        mode="inline"
        selectedKeys={[current]}
        items={menuItems.map((item) => ({
          key: item.key,
          icon: item.icon,
          // With the icons only, the label is the link's tooltip. Not antd's own: it copies the link
          // into the tooltip (two links of one name) or, given a title, also sets the item's native
          // one (two tooltips).
          title: '',
          label: (
            <Tooltip
              title={collapsed ? item.label : undefined}
              placement="right"
              // In the menu's landmark, as what it says belongs there (not loose at the page's end).
              getPopupContainer={(link) => link.closest('nav') ?? document.body}
            >
              {/* The section shown is said, not only drawn (the item's highlight is antd's class alone). */}
              <Link
                to={item.route ?? '/'}
                onClick={onNavigate}
                aria-current={item.key === current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </Tooltip>
          ),
        }))}
      />
    </nav>
  );
}
