/**
 * The media type of a request body as RFC 9110 defines it: the type and subtype before any
 * parameter, lower-cased. Searching the whole header instead (`includes('application/json')`)
 * takes `text/plain; x=application/json`, which any page of another site may send without
 * asking first, or `application/jsonp`, for JSON.
 */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

export const JSON_TYPE = 'application/json';
export const MULTIPART_TYPE = 'multipart/form-data';
export const URLENCODED_TYPE = 'application/x-www-form-urlencoded';
