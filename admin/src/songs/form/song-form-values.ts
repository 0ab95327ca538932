/**
 * The song forms' values (upload and edit) and what is sent for them: the fields as the API takes
 * them, as a multipart form or JSON.
 */
import { SONG_LIMITS, SONG_MESSAGES, type UploadKind } from '@beats/contract';
import type { FormRule, UploadFile } from 'antd';
import { type FileSlot, fileProblem } from './file-rules.ts';

export interface SongFormValues {
  cover?: UploadFile[];
  title?: string;
  description?: string;
  musicTag?: string[];
  pricing?: number | null;
  duration?: string;
  bpm?: number | null;
  musicalKey?: string;
  label?: string;
  preview?: UploadFile[];
  /** Whether the preview is the file chosen, or made from the untagged audio with the voice tag. */
  previewFrom?: 'file' | 'voiceTag';
  mp3?: UploadFile[];
  wav?: UploadFile[];
  stems?: UploadFile[];
  /** The publication time, as ISO 8601 (the edit form's field, or the time scheduled on upload). */
  publishAt?: string | null;
  /** Offered free for an e-mail address: the preview, as it plays in the store. */
  freeDownload?: boolean;
}

/** The file fields sent through multipart uploads, by the upload kind and the form field naming it. */
export const UPLOADED_FILES = [
  { slot: 'preview', field: 'audioUpload' },
  { slot: 'mp3', field: 'mp3Upload' },
  { slot: 'wav', field: 'wavUpload' },
  { slot: 'stems', field: 'stemsUpload' },
] as const satisfies readonly { slot: UploadKind; field: string }[];

/** The file newly chosen in a picker, if any (antd keeps the browser's File as originFileObj). */
export const chosenFile = (list: UploadFile[] | undefined): File | null => list?.[0]?.originFileObj ?? null;

/** Whether the form has a preview to send: a file chosen, or one to make with the voice tag. */
export const hasPreview = (values: SongFormValues): boolean =>
  values.previewFrom === 'voiceTag' || chosenFile(values.preview) !== null;

/** antd's Upload hands its whole list to the form; one file per field, the last chosen. */
export const pickedFiles = (event: { fileList?: UploadFile[] } | UploadFile[]): UploadFile[] =>
  (Array.isArray(event) ? event : (event.fileList ?? [])).slice(-1);

/** The rule of a file field: the spec's type and size checks. */
export const fileRule = (slot: FileSlot): FormRule => ({
  validator: async (_, list: UploadFile[] | undefined) => {
    const file = chosenFile(list);
    const problem = file && fileProblem(slot, file);
    if (problem) throw new Error(problem);
  },
});

export const SONG_RULES = {
  title: [
    { required: true, whitespace: true, message: SONG_MESSAGES.titleRequired },
    { max: SONG_LIMITS.title, message: SONG_MESSAGES.titleTooLong },
  ],
  description: [{ max: SONG_LIMITS.description, message: SONG_MESSAGES.descriptionTooLong }],
  pricing: [{ type: 'number', min: 0, message: SONG_MESSAGES.priceInvalid }],
  bpm: [{ type: 'integer', min: SONG_LIMITS.bpmMin, max: SONG_LIMITS.bpmMax, message: SONG_MESSAGES.bpmRange }],
  duration: [{ pattern: /^\d{2}:[0-5]\d$/, message: SONG_MESSAGES.durationPattern }],
  musicTag: [
    { type: 'array', max: SONG_LIMITS.tags, message: SONG_MESSAGES.tagsTooMany },
    {
      validator: async (_, tags: string[] | undefined) => {
        if (tags?.some((tag) => tag.length > SONG_LIMITS.tag)) throw new Error(SONG_MESSAGES.tagTooLong);
      },
    },
  ],
  musicalKey: [{ max: SONG_LIMITS.musicalKey, message: SONG_MESSAGES.keyTooLong }],
  label: [{ max: SONG_LIMITS.label, message: SONG_MESSAGES.labelTooLong }],
} satisfies Record<string, FormRule[]>;

/**
 * The text fields as the API takes them; blanks clear BPM, key and label. The free download
 * switch goes as it stands (true or false; "true" or "false" in a multipart form).
 */
export function songFields(values: SongFormValues): Record<string, string | number | boolean | null | string[]> {
  return {
    title: values.title?.trim() ?? '',
    description: values.description ?? '',
    musicTag: values.musicTag ?? [],
    ...(values.pricing !== undefined && values.pricing !== null && { pricing: values.pricing }),
    ...(values.duration && { duration: values.duration }),
    bpm: values.bpm ?? null,
    musicalKey: values.musicalKey ?? '',
    label: values.label ?? '',
    ...(values.publishAt && { publishAt: values.publishAt }),
    ...(values.freeDownload !== undefined && { freeDownload: values.freeDownload }),
  };
}

/**
 * The publication time an edit sends: the one in the form when it differs from the song's own
 * (`current`), else none, and the song keeps its time.
 */
export function changedPublishAt(publishAt: string | null | undefined, current: string): string | null {
  return publishAt && Date.parse(publishAt) !== Date.parse(current) ? publishAt : null;
}
