/**
 * A form's file field: a File, or nothing. Browsers send an empty file without a name when none
 * was chosen; an empty file with a name was chosen, and is checked (and refused) like any other.
 */
export const chosenFile = (value: unknown): File | null =>
  value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
