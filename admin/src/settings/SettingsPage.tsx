/**
 * 'Settings': what the owner changes without a deployment: whether each sale is mailed to the
 * store's admins, and the time zone the sales figures and the orders' day filters count days in;
 * then 'Your mail', where the signed-in admin chooses whether the sale mails come to them.
 */
import { STORE_SETTINGS_MESSAGES, type StoreSettings } from '@beats/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select, Spin, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useFormSave } from '../ui/use-form-save.ts';
import { fetchSettings, SETTINGS_QUERY_KEY, saveSettings } from './settings-api.ts';
import { browserTimeZone, timeZoneOptions } from './time-zones.ts';
import { YourMail } from './YourMail.tsx';

const FIELDS = ['saleMail', 'timeZone'] as const;

export function SettingsPage() {
  const queries = useQueryClient();
  const [form] = Form.useForm<StoreSettings>();
  const { saving, save: run } = useFormSave(form, FIELDS);
  // A failed read shows the page's error in its place (ui/PageError.tsx), with a reload.
  const { data: settings } = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, throwOnError: true });
  const zones = useMemo(() => timeZoneOptions(), []);
  const yours = browserTimeZone();

  const save = (values: StoreSettings) =>
    run(async () => {
      const saved = await saveSettings(values);
      queries.setQueryData(SETTINGS_QUERY_KEY, saved);
      form.setFieldsValue(saved);
    }, STORE_SETTINGS_MESSAGES.saved);

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
          extra="For the whole store. Off: no admin gets sale mails. On: each admin who keeps 'Mail me each sale' on (under Your mail, each admin's own choice) gets a mail for each paid order, with what sold and a link to it. The buyer's receipt is mailed either way."
        >
          <Switch checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>
        <Form.Item
          name="timeZone"
          label="Store time zone"
          extra={`The sales figures and the orders' day filters count days in this time zone. Yours is ${yours}.`}
        >
          {/* Named by its label; it cannot be emptied (no clear button), and the server checks the name. */}
          <Select showSearch options={zones} optionFilterProp="label" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Form.Item>
      </Form>
      <YourMail storeSaleMail={settings.saleMail} />
    </Card>
  );
}
