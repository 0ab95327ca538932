/**
 * 'Schedule Publication': a date and time in the future, in the admin's own time zone (the field
 * says so); the song appears in the store then.
 */
import { Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { isoOfLocalMinute, localMinuteNote, nowLocalMinute } from '../ui/dates.ts';

export function ScheduleDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  /** The time chosen, as ISO 8601. */
  onConfirm: (at: string) => void;
}) {
  // The browser's own date and time field, as it holds it ('2030-12-31T23:30', local time): what is
  // typed counts at once, so Confirm Schedule needs no OK first. Empty while incomplete.
  const [typed, setTyped] = useState('');
  const fieldId = useId();
  const at = isoOfLocalMinute(typed);
  const future = at !== null && dayjs(at).isAfter(dayjs());
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
          htmlFor={fieldId}
          validateStatus={at && !future ? 'error' : undefined}
          help={at && !future ? 'Choose a time in the future.' : undefined}
          extra={<span id={`${fieldId}-zone`}>{localMinuteNote(at)}</span>}
        >
          <Input
            id={fieldId}
            aria-describedby={`${fieldId}-zone`}
            type="datetime-local"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            min={nowLocalMinute()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
