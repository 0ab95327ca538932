/**
 * The menu on tablets and phones (under 992 px, AdminLayout.tsx): a dialog from the top bar's
 * 'Open menu'. It also holds what the right panel holds beside the page on a desk, which on a
 * narrow screen came after the page, under every list: 'Upload Song' above the sections, and who
 * is signed in with 'Log Out' at its foot (a button of its own: on a phone a menu inside the
 * dialog would be one more tap). 'Recent Uploads' stays on desks: its rows open nothing, and the
 * songs list shows the same songs.
 */
import { CloudUploadOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Drawer, Flex, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { AdminIdentity } from '../auth/auth-provider.ts';
import { SideMenu } from './SideMenu.tsx';

/** As wide as a side menu, leaving a strip of the page in view on the narrowest phones (320 px). */
const MENU_DRAWER_WIDTH = 'min(280px, 85vw)';

function focusCurrentLink(body: HTMLElement | null) {
  const link = body?.querySelector<HTMLAnchorElement>('.ant-menu-item-selected a') ?? body?.querySelector('nav a');
  link?.focus();
}

/** antd's button as a link: the address to open in a new tab, the router's move on a plain tap. */
function UploadLink({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const href = useHref('/upload');
  return (
    <Button
      type="primary"
      block
      icon={<CloudUploadOutlined aria-hidden />}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate();
        navigate('/upload');
      }}
    >
      Upload Song
    </Button>
  );
}

function Account() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { mutate: logout, isPending } = useLogout();
  if (!identity) return null;
  return (
    <Flex align="center" gap={12}>
      <Avatar src={identity.avatar ?? undefined} icon={<UserOutlined />} alt="" />
      <span className="admin-user__text">
        <Typography.Text strong ellipsis>
          {identity.name}
        </Typography.Text>
        <Typography.Text type="secondary" className="admin-user__role">
          {identity.role}
        </Typography.Text>
      </span>
      <Button onClick={() => logout()} loading={isPending}>
        Log Out
      </Button>
    </Flex>
  );
}

export function MenuDrawer({ open, onClose, title }: { open: boolean; onClose: () => void; title: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={MENU_DRAWER_WIDTH}
      title={title}
      rootClassName="admin-menu-drawer"
      // The menu's links to the edges, as in the side menu: inside the drawer's 24 px, the
      // longest label was cut.
      styles={{ body: { padding: '8px 0' } }}
      footer={<Account />}
      // The dialog's focus starts on the page shown, rather than on the frame around the dialog
      // (antd's own); Tab stays inside, Escape closes, and the menu button has the focus again.
      afterOpenChange={(opened) => opened && focusCurrentLink(body.current)}
    >
      <div ref={body}>
        <div className="admin-menu-drawer__upload">
          <UploadLink onNavigate={onClose} />
        </div>
        <SideMenu onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
