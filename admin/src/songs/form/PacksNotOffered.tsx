/**
 * The license packs the song will not be offered under, said before it is saved: a pack is on
 * sale for a track only when the track has every file the pack delivers, and the store marks the
 * others 'Not available'. Counts the files the song has (on the edit page) and those chosen.
 */
import type { Deliverable } from '@beats/contract';
import { useList } from '@refinedev/core';
import { Alert, Form, type FormInstance } from 'antd';
import type { LicenseRecord, SongRecord } from '../../api/records.ts';
import { chosenFile, type SongFormValues } from './song-form-values.ts';

export function PacksNotOffered({ form, current }: { form: FormInstance<SongFormValues>; current?: SongRecord }) {
  const chosen = {
    mp3: Form.useWatch('mp3', form),
    wav: Form.useWatch('wav', form),
    stems: Form.useWatch('stems', form),
  };
  const { result } = useList<LicenseRecord>({
    resource: 'licenses',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const has = (kind: Deliverable) => chosenFile(chosen[kind]) !== null || current?.files[kind] === true;
  const all = result.data ?? [];
  const packs = all.filter((pack) => pack.deliverables.some((kind) => !has(kind)));
  if (packs.length === 0) return null;
  // With none offered the store shows the track as 'Preview Only': it plays, and nothing sells.
  const message =
    packs.length === all.length
      ? "No pack is offered for this track without its files: the store shows it as 'Preview Only'."
      : `Not offered for this track without their files: ${packs.map((pack) => pack.name).join(', ')}.`;
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-packs-not-offered"
      message={message}
      description="A pack is on sale for a track only when the track has every file the pack delivers (untagged MP3, WAV, stems ZIP)."
    />
  );
}
