/** The slide-in discount form: 'New discount' or 'Edit discount', a code or a bulk deal. */
import { DISCOUNT_LIMITS, formatPrice } from '@beats/contract';
import type { UseDrawerFormReturnType } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Col, Form, Input, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import type { DiscountRecord } from '../api/records.ts';
import { localMinuteField, localMinuteNote, nowLocalMinute } from '../ui/dates.ts';
import { type DrawerForm, FormDrawer } from '../ui/FormDrawer.tsx';
import {
  bulkDealText,
  type DiscountFormValues,
  discountBody,
  discountFormValues,
  KIND_LABELS,
  NEW_DISCOUNT,
  OFF_KIND_LABELS,
} from './discount-form.ts';

/** The drawer, and the record it edits (none when it creates one). */
export type DiscountDrawerForm = DrawerForm<DiscountRecord, DiscountFormValues> &
  Pick<UseDrawerFormReturnType<DiscountRecord, HttpError, DiscountFormValues>, 'query'>;

const KINDS = (['code', 'bulk'] as const).map((value) => ({ value, label: KIND_LABELS[value] }));
const OFF_KINDS = (['percent', 'amount'] as const).map((value) => ({ value, label: OFF_KIND_LABELS[value] }));

/** Capitals as typed: the store keeps and compares codes in capitals, whatever case buyers type. */
const upperCase = (code: string | undefined) => code?.toUpperCase();

function CodeFields({ form }: { form: DiscountDrawerForm['formProps']['form'] }) {
  const offKind = Form.useWatch('offKind', form) ?? NEW_DISCOUNT.offKind;
  return (
    <>
      <Form.Item
        name="code"
        label="Code"
        normalize={upperCase}
        extra={`What buyers type at checkout, in any case: ${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.code} letters, digits, - or _ (e.g. SUMMER20).`}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="offKind" label="Takes off">
        <Radio.Group optionType="button" buttonStyle="solid" options={OFF_KINDS} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          {offKind === 'amount' ? (
            <Form.Item
              name="amountOff"
              label="Amount off"
              extra={`Up to ${formatPrice(DISCOUNT_LIMITS.amountMaxCents)} off the order, shared by the licenses it applies to`}
            >
              <InputNumber step={0.01} min={0} prefix="$" style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item
              name="percentOff"
              label="Percent off"
              extra={`${DISCOUNT_LIMITS.percentMin} to ${DISCOUNT_LIMITS.percentMax}, off each license it applies to`}
            >
              <InputNumber step={1} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item name="maxUses" label="Limit of uses" extra="Orders that may use it; empty for no limit">
            <InputNumber step={1} placeholder="No limit" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="exclusive"
            label="Also on exclusive licenses"
            valuePropName="checked"
            extra="Off: the code takes nothing off an exclusive license"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="oncePerBuyer"
            label="Once per customer"
            valuePropName="checked"
            extra="On: each customer may use it for one order (a welcome code)"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

const BULK_RANGE = `1 to ${DISCOUNT_LIMITS.bulkMax}`;

function BulkFields({ form }: { form: DiscountDrawerForm['formProps']['form'] }) {
  const buy = Form.useWatch('buy', form);
  const free = Form.useWatch('free', form);
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="buy" label="Buy" extra={BULK_RANGE}>
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="free" label="Free" extra={BULK_RANGE}>
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{bulkDealText(buy, free)}</Typography.Paragraph>
    </>
  );
}

export function DiscountDrawer({
  title,
  name,
  drawer,
}: {
  title: string;
  /** The form's name: its fields' ids start with it, so the two drawers' ids differ. */
  name: string;
  drawer: DiscountDrawerForm;
}) {
  const record = drawer.query?.data?.data;
  const kind = Form.useWatch('kind', drawer.formProps.form) ?? NEW_DISCOUNT.kind;
  const startsAt = Form.useWatch('startsAt', drawer.formProps.form);
  const endsAt = Form.useWatch('endsAt', drawer.formProps.form);
  return (
    <FormDrawer
      title={title}
      name={name}
      drawer={drawer}
      initialValues={record ? discountFormValues(record) : NEW_DISCOUNT}
      toBody={discountBody}
    >
      <Form.Item
        name="kind"
        label="Kind"
        extra={record ? 'A discount keeps its kind: add a new one for the other kind.' : undefined}
      >
        <Radio.Group optionType="button" buttonStyle="solid" options={KINDS} disabled={record !== undefined} />
      </Form.Item>
      {kind === 'code' ? <CodeFields form={drawer.formProps.form} /> : <BulkFields form={drawer.formProps.form} />}
      {/*
        The start and end are kept as the API's ISO 8601 and shown in the admin's own time zone, to
        the minute; under each field, as the list writes it. The start has no `min`: a discount
        that has already started keeps its start when it is edited.
      */}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="startsAt"
            label="Starts"
            {...localMinuteField}
            extra={localMinuteNote(startsAt, 'empty to start at once')}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="endsAt"
            label="Ends"
            {...localMinuteField}
            extra={localMinuteNote(endsAt, 'empty for no end')}
          >
            <Input type="datetime-local" min={nowLocalMinute()} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="active" label="Active" valuePropName="checked" extra="Off: checkout leaves it out">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
