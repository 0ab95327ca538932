/**
 * The right panel: who is signed in (avatar, name, role, 'Log Out'), the 'Upload Song' card and
 * 'Recent Uploads'.
 */
import { CloudUploadOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Card, Dropdown, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { AdminIdentity } from '../auth/auth-provider.ts';
import { CoverImage } from '../ui/CoverImage.tsx';
import { useRecentUploads } from './recent-uploads.ts';

function UserCard() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const { mutate: logout, isPending } = useLogout();
  if (!identity) return null;
  return (
    <Card size="small">
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'logout', label: 'Log Out', disabled: isPending }],
          onClick: () => logout(),
        }}
      >
        {/* The name says what the button shows (name and role) first, so saying it opens the menu. */}
        <Button type="text" className="admin-user" aria-label={`${identity.name} ${identity.role}: account menu`}>
          <Avatar src={identity.avatar ?? undefined} icon={<UserOutlined />} alt="" />
          <span className="admin-user__text">
            <Typography.Text strong>{identity.name}</Typography.Text>{' '}
            <Typography.Text type="secondary" className="admin-user__role">
              {identity.role}
            </Typography.Text>
          </span>
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </Card>
  );
}

function UploadCard() {
  return (
    <Link to="/upload" className="admin-upload-card">
      <Card size="small" hoverable>
        <Space>
          <CloudUploadOutlined className="admin-upload-card__icon" aria-hidden />
          <Typography.Text strong>Upload Song</Typography.Text>
        </Space>
      </Card>
    </Link>
  );
}

function RecentUploads() {
  const { data, isLoading, isError } = useRecentUploads();
  return (
    <Card
      size="small"
      title={<h2 className="admin-panel-title">Recent Uploads</h2>}
      extra={<Link to="/songs">See All</Link>}
    >
      <List
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: isError ? 'Could not load the recent uploads.' : 'No songs yet.' }}
        renderItem={(song) => (
          // Not List.Item.Meta: its title is an h4, which under the panel's h2 skips a level.
          <List.Item>
            <Space>
              <CoverImage song={song} size={40} />
              <span className="admin-recent">
                <Typography.Text strong>{song.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {[song.musicTag[0], song.publishedAgo].filter(Boolean).join(' · ')}
                </Typography.Text>
              </span>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function RightPanel() {
  return (
    <aside className="admin-right-panel" aria-label="Account and uploads">
      <UserCard />
      <UploadCard />
      <RecentUploads />
    </aside>
  );
}
