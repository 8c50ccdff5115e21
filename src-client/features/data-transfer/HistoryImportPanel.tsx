import { Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyFormats, type HistoryBatchDto, type HistoryFormat } from '../../../src/schemas/history-import.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { HistoryImportList } from './HistoryImportList.tsx';
import { ImportFileField } from './ImportFileField.tsx';
import { describeCounts, totalOf } from './import-view.ts';
import { uploadInParts } from './history-upload.ts';
import { useHistoryImportActions } from './use-history-imports.ts';
import { useLatestAttempt } from './use-latest-attempt.ts';

/** The file each app exports, for the file picker. */
const CSV = '.csv,text/csv';
const ACCEPT: Record<HistoryFormat, string> = { 'apple-health': '.xml,text/xml,application/xml', 'google-fit': CSV, withings: CSV, garmin: CSV, cronometer: CSV, 'lose-it': CSV,
  fitbit: '.json,application/json', macrofactor: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'health-connect': '.zip,.db,application/zip' };

/** History from other apps: choose the app and its export, watch it upload, check the preview, import; undo from the list. */
export function HistoryImportPanel() {
  const { t } = useTranslation('data-transfer');
  const [format, setFormat] = useState<HistoryFormat>('apple-health');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<HistoryBatchDto | null>(null);
  const { commit, undo } = useHistoryImportActions();
  const nextAttempt = useLatestAttempt();
  const sending = useRef<AbortController | null>(null);

  const reset = () => {
    nextAttempt();
    sending.current?.abort();
    setFile(null);
    setProgress(null);
    setError(null);
    setPreview(null);
  };

  const choose = async (chosen: File | null) => {
    reset();
    const current = nextAttempt();
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    sending.current = new AbortController();
    try {
      const batch = await uploadInParts(chosen, format, (share) => current() && setProgress(share), { signal: sending.current.signal });
      if (current()) setPreview(batch);
    } catch (e) {
      if (current()) setError(messageOf(e, t('panel.checkFailed')));
    } finally {
      if (current()) setProgress(null);
    }
  };

  const discard = () => {
    if (preview) undo.mutate({ id: preview.id });
    reset();
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('history.app')}
        data={historyFormats.map((value) => ({ value, label: t(`history.formats.${value}.label`) }))}
        value={format}
        allowDeselect={false}
        onChange={(v) => {
          if (v) setFormat(v as HistoryFormat);
          reset();
        }}
      />
      <ImportFileField
        label={t('history.file')}
        description={t(`history.formats.${format}.hint`)}
        accept={ACCEPT[format]}
        value={file}
        onChange={(f) => void choose(f)}
        error={error}
        disabled={commit.isPending || progress !== null}
      />
      {progress !== null && (
        <Stack gap={4} role="status">
          <Text size="sm" c="dimmed">
            {progress < 1 ? t('history.uploading', { share: progress }) : t('history.reading')}
          </Text>
          <Progress value={progress * 100} aria-label={t('history.uploadProgress')} />
        </Stack>
      )}
      {preview && (
        <Stack gap={4}>
          <Text size="sm">{t('history.preview', { records: preview.records })}</Text>
          {preview.firstDate && preview.lastDate && <Text size="sm">{t('history.range', { first: preview.firstDate, last: preview.lastDate })}</Text>}
          <Text size="sm">{t('history.toAdd', { what: describeCounts(preview.toAdd, t) })}</Text>
          <Text size="sm" c="dimmed">
            {t('history.duplicates', { what: describeCounts(preview.duplicates, t) })}
          </Text>
          {preview.skipped > 0 && (
            <Text size="sm" c="dimmed">
              {t('history.skipped', { count: preview.skipped })}
            </Text>
          )}
          <Group gap="sm" mt="xs">
            <Button loading={commit.isPending} disabled={totalOf(preview.toAdd) === 0} onClick={() => commit.mutate({ id: preview.id }, { onSuccess: reset })}>
              {t('history.import')}
            </Button>
            <Button variant="default" onClick={discard} disabled={commit.isPending}>
              {t('panel.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      <HistoryImportList onUndo={(id) => undo.mutate({ id })} undoing={undo.isPending} />
    </Stack>
  );
}
