/**
 * A list row's expand button on a phone: antd's own is a 17 px box (22 px with its cell's
 * padding), under the 44 px a finger hits without missing, and its size is not a theme token.
 * This one is antd's text button, 44 px square in the phone theme, with antd's names for it.
 */
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Button, type TableProps } from 'antd';
import { usePhone } from './phone.ts';

type Expandable<T> = NonNullable<TableProps<T>['expandable']>;
type ExpandIconProps<T> = Parameters<NonNullable<Expandable<T>['expandIcon']>>[0];

function ExpandRowButton<T>({ expanded, expandable, record, onExpand }: ExpandIconProps<T>) {
  if (!expandable) return null;
  return (
    <Button
      type="text"
      icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
      aria-label={expanded ? 'Collapse row' : 'Expand row'}
      aria-expanded={expanded}
      onClick={(event) => onExpand(record, event)}
    />
  );
}

/** The big expand button and a column that holds it (its 8 px padding either side), on phones only. */
export function usePhoneExpandable<T>(): Pick<Expandable<T>, 'expandIcon' | 'columnWidth'> {
  return usePhone() ? { expandIcon: ExpandRowButton<T>, columnWidth: 60 } : {};
}
