/**
 * The admin's one slide-in form (license packs, discounts): a Refine drawer form with Cancel and
 * Save at its foot (a save's notification covers the top right), its fields given as children,
 * and what the form holds turned into the body the API takes on Save (`toBody`).
 */
import type { UseDrawerFormReturnType } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Drawer, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { drawerSubmit } from './drawer-submit.ts';
import { useDrawerWidth } from './phone.ts';

export type DrawerForm<Row extends BaseRecord, Values extends object> = Pick<
  UseDrawerFormReturnType<Row, HttpError, Values>,
  'drawerProps' | 'formProps' | 'saveButtonProps' | 'close'
>;

interface Props<Row extends BaseRecord, Values extends object, Body extends Values> {
  title: string;
  /** The form's name: its fields' ids start with it, so a page's two drawers' ids differ. */
  name: string;
  drawer: DrawerForm<Row, Values>;
  /**
   * What the form starts from (a new record's defaults, or the record being edited); a new
   * record's may leave out what the owner types (a pack's price), the rules ask for it on save.
   */
  initialValues?: Partial<Values> | undefined;
  toBody: (values: Values) => Body;
  children: ReactNode;
}

export function FormDrawer<Row extends BaseRecord, Values extends object, Body extends Values>({
  title,
  name,
  drawer,
  initialValues,
  toBody,
  children,
}: Props<Row, Values, Body>) {
  const { drawerProps, formProps, saveButtonProps, close } = drawer;
  const width = useDrawerWidth(520);
  return (
    <Drawer
      {...drawerProps}
      title={title}
      width={width}
      footer={
        <Space className="admin-drawer-actions">
          <Button onClick={close}>Cancel</Button>
          <Button {...saveButtonProps} type="primary">
            Save
          </Button>
        </Space>
      }
    >
      <Form
        {...formProps}
        name={name}
        layout="vertical"
        requiredMark={false}
        {...(initialValues !== undefined && { initialValues })}
        onFinish={drawerSubmit(formProps.onFinish, toBody)}
      >
        {children}
      </Form>
    </Drawer>
  );
}
