/**
 * 'Settings': what the owner changes without a deployment: whether each sale is mailed to the
 * store's admins, and the time zone the sales figures and the orders' day filters count days in.
 */
import { STORE_SETTINGS_MESSAGES, type StoreSettings } from '@beats/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { requestFailure } from '../api/client.ts';
import { fieldErrors } from '../ui/field-errors.ts';
import { fetchSettings, SETTINGS_QUERY_KEY, saveSettings } from './settings-api.ts';
import { browserTimeZone, timeZoneOptions } from './time-zones.ts';

const FIELDS = ['saleMail', 'timeZone'] as const;

export function SettingsPage() {
  const { message } = App.useApp();
  const queries = useQueryClient();
  const [form] = Form.useForm<StoreSettings>();
  const [saving, setSaving] = useState(false);
  // A failed read shows the page's error in its place (ui/PageError.tsx), with a reload.
  const { data: settings } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, throwOnError: true });
  const zones = useMemo(() => timeZoneOptions(), []);
  const yours = browserTimeZone();

  const save = async (values: StoreSettings) => {
    setSaving(true);
    try {
      const saved = await saveSettings(values);
      queries.setQueryData(SETTINGS_QUERY_KEY, saved);
      form.setFieldsValue(saved);
      message.success(STORE_SETTINGS_MESSAGES.saved);
    } catch (error) {
      const failure = requestFailure(error);
      form.setFields(fieldErrors(failure, FIELDS));
      message.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  if (!settings) return <Spin />;
  return (
    <Card>
      <Typography.Title level={1} className="admin-page-title">
        Settings
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={settings}
        onFinish={(values) => void save(values)}
        // A line of a few words each: a full-width select reads as a table's.
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="saleMail"
          label="Mail each sale to the store's admins"
          valuePropName="checked"
          extra="Every admin gets a mail for each paid order, with what sold and a link to it. The buyer's receipt is mailed either way."
        >
          <Switch checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>
        <Form.Item
          name="timeZone"
          label="Store time zone"
          rules={[{ required: true, message: STORE_SETTINGS_MESSAGES.timeZone }]}
          extra={`The sales figures and the orders' day filters count days in this time zone. Yours is ${yours}.`}
        >
          <Select showSearch options={zones} optionFilterProp="label" aria-label="Store time zone" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
