/** The side menu: the resources declared in App.tsx, with their spec labels. */
import { useMenu } from '@refinedev/core';
import { Menu } from 'antd';
import { Link } from 'react-router';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { menuItems, selectedKey } = useMenu();
  return (
    <nav aria-label="Admin sections">
      <Menu
        mode="inline"
        selectedKeys={[selectedKey]}
        items={menuItems.map((item) => ({
          key: item.key,
          icon: item.icon,
          label: (
            <Link to={item.route ?? '/'} onClick={onNavigate}>
              {item.label}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}
