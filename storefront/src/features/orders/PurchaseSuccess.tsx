/**
 * After a payment PayPal confirmed and the store recorded (the server sent the buyer here with
 * `?purchased=`): what the buyer now owns leaves the cart, and the spec's success dialog shows once.
 */
import { PAYMENT_MESSAGES } from '@beats/contract';
import { useEffect, useState } from 'react';
import { PATHS } from '../../paths.ts';
import { Modal } from '../../ui/Modal.tsx';
import { clearBought } from '../cart/cart.store.ts';

interface Props {
  /** The plans the buyer holds of each track of their paid orders (the one just bought included), by track id. */
  held: [songId: number, planIds: number[]][];
}

export default function PurchaseSuccess({ held }: Props) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    clearBought(new Map(held));
    // Shown once: a reload of the page shows the orders without it.
    const url = new URL(window.location.href);
    url.searchParams.delete('purchased');
    window.history.replaceState(window.history.state, '', url);
    setOpen(true);
  }, [held]);

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={PAYMENT_MESSAGES.successTitle}
      className="purchase-success"
      footer={
        <a className="btn btn-primary" href={PATHS.home}>
          {PAYMENT_MESSAGES.backToHome}
        </a>
      }
    >
      <p>{PAYMENT_MESSAGES.successThanks}</p>
      <p>{PAYMENT_MESSAGES.successVibes}</p>
      <p className="muted">Your files and license agreements are below, ready to download.</p>
    </Modal>
  );
}
