/**
 * /reset-password: the reset dialog, open from the start; closing it leads to the login page.
 * With a usable oobCode it asks for the new password, without one for the e-mail to send a link to.
 */
import { PATHS } from '../../paths.ts';
import ResetDialog, { type ResetMode } from './ResetDialog.tsx';

export default function ResetPasswordPage({ mode }: { mode: ResetMode }) {
  return <ResetDialog open mode={mode} onClose={() => window.location.assign(PATHS.login)} />;
}
