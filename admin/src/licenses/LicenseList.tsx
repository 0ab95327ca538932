/**
 * 'License Info': the packs as cards (name, price, description, features, what they deliver and
 * grant) with Edit and Delete, and the slide-in form. Orders keep what they were sold with, so
 * editing or deleting a pack never changes a past order or its agreement.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { INVALID_ANSWER } from '../api/client.ts';
import type { LicenseRecord } from '../api/records.ts';
import { STORE_COLOURS } from '../theme/theme.ts';
import { formatDollars } from '../ui/money.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.ts';
import { useFormDrawers } from '../ui/use-form-drawers.ts';
import { PackDrawer } from './PackDrawer.tsx';
import {
  DELIVERABLE_LABELS,
  NEW_PACK,
  PACK_MESSAGES,
  type PackFormValues,
  TERM_FIELDS,
  termText,
} from './pack-form.ts';

function PackCard({ pack, onEdit, onDelete }: { pack: LicenseRecord; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card
      className="admin-pack"
      title={
        <Space wrap>
          {pack.name}
          {pack.popular && <Tag color={STORE_COLOURS.accentStrong}>Popular</Tag>}
          {pack.exclusive && <Tag color="gold">Exclusive</Tag>}
        </Space>
      }
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${pack.name}`}>
          Edit
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onDelete}
          aria-label={`Delete ${pack.name}`}
        >
          Delete
        </Button>,
      ]}
    >
      <div className="admin-pack-price">{formatDollars(pack.price)}</div>
      {pack.note && <Typography.Text type="secondary">{pack.note}</Typography.Text>}
      <Typography.Paragraph>{pack.description}</Typography.Paragraph>
      <ul className="admin-pack-features">
        {pack.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Descriptions size="small" column={1} className="admin-pack-terms">
        <Descriptions.Item label="Files">
          {pack.deliverables.map((kind) => DELIVERABLE_LABELS[kind]).join(', ')}
        </Descriptions.Item>
        {TERM_FIELDS.map(({ name, label }) => (
          <Descriptions.Item key={name} label={label}>
            {termText(pack.terms, name)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

export function LicenseList() {
  const { result, query } = useList<LicenseRecord>({
    resource: 'licenses',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { create, edit } = useFormDrawers<LicenseRecord, PackFormValues>('licenses', PACK_MESSAGES);

  const deleteRecord = useConfirmDelete('licenses', PACK_MESSAGES);
  const confirmDelete = (pack: LicenseRecord) =>
    deleteRecord(pack.id, 'Delete License Pack?', `"${pack.name}" leaves the store. Orders already placed keep it.`);

  const error = query.error;
  return (
    <>
      <Space className="admin-toolbar" wrap>
        <Typography.Title level={1} className="admin-page-title">
          License Info
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          Create New Pack
        </Button>
      </Space>
      {error && (
        <Alert
          type="error"
          showIcon
          message={error.message === INVALID_ANSWER ? INVALID_ANSWER : PACK_MESSAGES.fetchFailed}
        />
      )}
      {query.isLoading ? (
        <Spin />
      ) : (
        <div className="admin-pack-grid">
          {result.data.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              onEdit={() => edit.show(pack.id)}
              onDelete={() => confirmDelete(pack)}
            />
          ))}
        </div>
      )}
      <PackDrawer
        title="Create New Pack"
        name="new-pack"
        drawer={create}
        initialValues={NEW_PACK}
        others={result.data}
      />
      <PackDrawer
        title="Edit License Pack"
        name="pack"
        drawer={edit}
        others={result.data.filter((pack) => pack.id !== edit.id)}
        before={result.data.find((pack) => pack.id === edit.id)?.price ?? null}
      />
    </>
  );
}
