import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@beats/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { callApi, fieldMessages } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toast } from '../../ui/toasts.store.ts';
import './contact-form.css';

/**
 * The contact form, in the spec's two versions: the contact page's (required fields, 'Send
 * Message' / 'Sending...') and the home page's (adds a subject, 'Submit' / 'Submitting...', no
 * required checks in the browser). Both post to /api/contact, which validates every field; its
 * messages show under the fields. Success clears the form; a failure keeps what was typed.
 */
interface Props {
  variant: 'page' | 'home';
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

const LABELS = {
  page: { idle: 'Send Message', busy: 'Sending...' },
  home: { idle: 'Submit', busy: 'Submitting...' },
} as const;

export default function ContactForm({ variant }: Props) {
  const [sending, setSending] = useState(false);
  // The form sends through this island. Until it runs, the button stays off: a click on the
  // server's HTML would post the page itself and lose the message.
  const ready = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const required = variant === 'page';
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes once an answer is drawn. The button is off while sending, which drops the
  // focus to the top of the page; and on a phone the fields the store names may be out of sight.
  const refocus = useRef<'first-error' | 'button' | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !refocus.current || sending) return;
    const target = refocus.current === 'first-error' ? form.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    refocus.current = null;
    (target ?? form.querySelector<HTMLButtonElement>('button[type="submit"]'))?.focus();
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = Object.fromEntries(new FormData(form));
    setSending(true);
    setErrors({});
    const result = await callApi(
      '/api/contact',
      { method: 'POST', json: body, answer: (s) => s.ContactReceiptSchema },
      CONTACT_MESSAGES.failed,
    );
    setSending(false);
    refocus.current = 'button';
    if (result.ok) {
      form.reset();
      toast.success(CONTACT_MESSAGES.sent);
    } else if (result.status === 0) {
      toast.error(CONTACT_MESSAGES.offline);
    } else {
      setErrors(fieldMessages(result.errors, FIELDS));
      refocus.current = 'first-error';
      toast.error(CONTACT_MESSAGES.failed);
    }
  }

  const field = (name: Field, label: string, input: (props: FieldProps) => ReactNode, optional = false) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={`field contact-${name}`}>
        <label htmlFor={fieldId}>
          {label}
          {optional && <span className="hint"> (optional)</span>}
        </label>
        {input({
          id: fieldId,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        })}
        {error && (
          <span id={`${fieldId}-error`} className="error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    // POST, so that a submit before the island is ready never puts what was typed into an address.
    <form ref={formRef} className={`contact-form contact-${variant}`} method="post" onSubmit={submit}>
      {field('lastName', 'Last Name', (p) => (
        <input {...p} type="text" autoComplete="family-name" required={required} maxLength={CONTACT_LIMITS.name} />
      ))}
      {field('firstName', 'First Name', (p) => (
        <input {...p} type="text" autoComplete="given-name" required={required} maxLength={CONTACT_LIMITS.name} />
      ))}
      {field('email', 'Email', (p) => (
        <input {...p} type="email" autoComplete="email" required={required} maxLength={CONTACT_LIMITS.email} />
      ))}
      {field(
        'phone',
        'Phone Number',
        (p) => (
          <input {...p} type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phone} />
        ),
        true,
      )}
      {variant === 'home' &&
        field('subject', 'Subject', (p) => <input {...p} type="text" maxLength={CONTACT_LIMITS.subject} />)}
      {field('message', 'Message', (p) => (
        <textarea {...p} rows={5} required={required} maxLength={CONTACT_LIMITS.message} />
      ))}
      <button type="submit" className="btn btn-primary contact-submit" disabled={sending || !ready}>
        {sending ? LABELS[variant].busy : LABELS[variant].idle}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: Field;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
