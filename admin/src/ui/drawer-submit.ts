/**
 * A drawer form's submit. Refine's useDrawerForm passes a refused save on (a 400, a 409) after
 * it has shown its notification and put the server's messages under their fields, and antd's
 * Form does not catch what its `onFinish` returns: without this, every refusal the page already
 * shows was also an uncaught rejection in the page.
 */
export function drawerSubmit<Values, Body extends Values>(
  onFinish: ((values: Values) => unknown) | undefined,
  toBody: (values: Values) => Body,
): (values: Values) => Promise<void> {
  return async (values) => {
    try {
      await onFinish?.(toBody(values));
    } catch {
      // Shown already: the notification, and the messages under the fields.
    }
  };
}
