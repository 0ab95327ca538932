/** The slide-in pack form: 'Create New Pack' or 'Edit License Pack'. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { DELIVERABLES } from '@beats/contract';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Space, Switch } from 'antd';
import type { LicenseRecord } from '../api/records.ts';
import { type DrawerForm, FormDrawer } from '../ui/FormDrawer.tsx';
import {
  baseShiftText,
  DELIVERABLE_LABELS,
  type NewPackValues,
  PACK_RULES,
  type PackFormValues,
  packBody,
  TERM_FIELDS,
} from './pack-form.ts';

export type PackDrawerForm = DrawerForm<LicenseRecord, PackFormValues>;

/** Said under the price before saving: what the price does to every track's other packs. */
function BaseShift({
  drawer,
  others,
  before,
}: {
  drawer: PackDrawerForm;
  others: readonly { price: number }[];
  before: number | null;
}) {
  const price = Form.useWatch('price', drawer.formProps.form);
  const text = baseShiftText(others, before, price);
  return text ? <Alert type="warning" showIcon className="admin-base-shift" message={text} /> : null;
}

export function PackDrawer({
  title,
  name,
  drawer,
  initialValues,
  others,
  before = null,
}: {
  title: string;
  /** The form's name: its fields' ids start with it, so the two drawers' ids differ. */
  name: string;
  drawer: PackDrawerForm;
  /** A new pack's starting values. */
  initialValues?: NewPackValues;
  /** The store's other packs: the cheapest of all sets every track's base price. */
  others: readonly { price: number }[];
  /** The pack's price now (null for a new one). */
  before?: number | null;
}) {
  return (
    <FormDrawer title={title} name={name} drawer={drawer} initialValues={initialValues} toBody={packBody}>
      <Form.Item name="name" label="Name" rules={PACK_RULES.name}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="price"
            label="Price ($)"
            rules={PACK_RULES.price}
            extra="For a track at the base price. The cheapest pack sets the base: a track sells it at the track's own price, and every other pack at this price plus the track's difference from the base."
          >
            <InputNumber step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="tier" label="Tier" extra="Shown on the plan's card; the name when empty">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <BaseShift drawer={drawer} others={others} before={before} />
      <Form.Item name="description" label="Description" rules={PACK_RULES.description}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.List name="features" rules={PACK_RULES.features}>
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label="Features">
            {fields.map((field, index) => (
              // The feature's field takes the row's width beside its Remove (a fixed 380 px ran off a phone).
              <Flex key={field.key} align="center" gap={8} className="admin-feature">
                <Form.Item name={field.name} noStyle>
                  <Input
                    aria-label={`Feature ${index + 1}`}
                    // The list's own rule is not run by its fields' changes (only by Save): run it
                    // here, as a field's rules run, so its message goes once a feature is filled.
                    onChange={() => {
                      // A refusal is the message under the list: nothing else to do with it.
                      drawer.formProps.form?.validateFields(['features']).catch(() => undefined);
                    }}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={`Remove feature ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Flex>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
              Add feature
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="note" label="Note" extra="A short line under the price, e.g. 'Best value'">
        <Input />
      </Form.Item>
      <Form.Item name="deliverables" label="Files delivered" rules={PACK_RULES.deliverables}>
        <Checkbox.Group options={DELIVERABLES.map((value) => ({ value, label: DELIVERABLE_LABELS[value] }))} />
      </Form.Item>
      <fieldset className="admin-fieldset">
        <legend>Usage terms</legend>
        <p className="admin-fieldset-help">
          Written into the license agreement. Leave a limit empty for unlimited (the term: perpetual); 0 means the
          license does not allow it.
        </p>
        <Row gutter={16}>
          {TERM_FIELDS.map(({ name, label, empty }) => (
            <Col span={12} key={name}>
              <Form.Item name={['terms', name]} label={label}>
                <InputNumber
                  min={name === 'termYears' ? 1 : 0}
                  step={1}
                  precision={0}
                  placeholder={empty}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Space size="large">
        <Form.Item name="popular" label="Popular" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="exclusive" label="Exclusive" valuePropName="checked" extra="Sold once: the track leaves sale">
          <Switch />
        </Form.Item>
      </Space>
    </FormDrawer>
  );
}
