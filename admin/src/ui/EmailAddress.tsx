/**
 * An e-mail address in a narrow cell: a long one wraps after its @ rather than anywhere (a phone's
 * column otherwise broke `customer@exa` / `mple.com`).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
