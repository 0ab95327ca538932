/**
 * Data as JSON a page can carry in a `<script type="application/json">` or `application/ld+json`
 * element (data the browser never runs): `<` written as its escape, so no text in the data (a
 * title with `</script>` in it) can end the element.
 */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replaceAll('<', '\\u003c');
