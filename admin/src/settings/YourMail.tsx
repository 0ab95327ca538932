/**
 * 'Your mail' on the Settings page: the signed-in admin's own choice of the sale mails, saved for
 * them alone (/api/settings/me). The store's switch above stays the master, so while it is off
 * the section says no sale mails go to anyone, whatever this one says.
 */
import { ADMIN_MAIL_SETTINGS_MESSAGES, type AdminMailSettingsInput } from '@beats/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Spin, Switch, Typography } from 'antd';
import { useFormSave } from '../ui/use-form-save.ts';
import { fetchMyMail, MY_MAIL_QUERY_KEY, saveMyMail } from './settings-api.ts';

const FIELDS = ['saleMail'] as const;

/** `storeSaleMail`: the store's saved master switch (not the unsaved one in the form above). */
export function YourMail({ storeSaleMail }: { storeSaleMail: boolean }) {
  const queries = useQueryClient();
  const [form] = Form.useForm<AdminMailSettingsInput>();
  const { saving, save: run } = useFormSave(form, FIELDS);
  const { data: mine } = useQuery({ queryKey: MY_MAIL_QUERY_KEY, queryFn: fetchMyMail, throwOnError: true });

  const save = (values: AdminMailSettingsInput) =>
    run(async () => {
      const saved = await saveMyMail({ saleMail: values.saleMail });
      queries.setQueryData(MY_MAIL_QUERY_KEY, saved);
      form.setFieldsValue({ saleMail: saved.saleMail });
    }, ADMIN_MAIL_SETTINGS_MESSAGES.saved);

  return (
    <section aria-labelledby="settings-your-mail">
      <Typography.Title level={2} id="settings-your-mail" className="admin-section-title">
        Your mail
      </Typography.Title>
      <Typography.Paragraph>For you alone: each admin makes their own choice here.</Typography.Paragraph>
      {!mine ? (
        <Spin />
      ) : (
        <Form
          // Its own name: the fields' ids must not be those of the store's form above.
          name="your-mail"
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={saving}
          initialValues={{ saleMail: mine.saleMail }}
          onFinish={(values) => void save(values)}
          // As wide as the store's form above: its lines read at the same measure.
          style={{ maxWidth: 560 }}
        >
          {!storeSaleMail && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message="The store's sale mails are off, so no admin gets them now, whatever they choose here."
            />
          )}
          <Form.Item
            name="saleMail"
            label="Mail me each sale"
            valuePropName="checked"
            extra={`Sale mails go to ${mine.email} while the store's sale mails are on. Store health alerts and contact form messages come to you either way.`}
          >
            <Switch checkedChildren="On" unCheckedChildren="Off" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save my choice
            </Button>
          </Form.Item>
        </Form>
      )}
    </section>
  );
}
