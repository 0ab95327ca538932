/** 'Schedule Publication': a date and time in the future; the song appears in the store then. */
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

export function ScheduleDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: (at: Dayjs) => void;
}) {
  const [at, setAt] = useState<Dayjs | null>(null);
  const future = at?.isAfter(dayjs()) === true;
  return (
    <Modal
      open={open}
      title="Schedule Publication"
      okText="Confirm Schedule"
      cancelText="Cancel"
      okButtonProps={{ disabled: !future }}
      onOk={() => at && onConfirm(at)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="Publication date and time"
          validateStatus={at && !future ? 'error' : undefined}
          help={at && !future ? 'Choose a time in the future.' : undefined}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
            aria-label="Publication date and time"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
