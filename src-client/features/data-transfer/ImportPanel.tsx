import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewDto } from '../../../src/schemas/data-transfer.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { ImportFileField } from './ImportFileField.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { fileSizeError, IMPORT_FORMAT_OPTIONS, importButtonLabel, totalOf, type ImportFormat } from './import-view.ts';
import { useCommitImport, usePreviewImport } from './use-data-import.ts';
import { useLatestAttempt } from './use-latest-attempt.ts';

interface Loaded {
  content: string;
  preview: ImportPreviewDto;
}

/** Import: choose a format and a file, check the preview, then import (refused while the file has errors). */
export function ImportPanel() {
  const { t } = useTranslation('data-transfer');
  const [format, setFormat] = useState<ImportFormat>('mfp-csv');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const previewImport = usePreviewImport();
  const { commit, isPending } = useCommitImport();
  const option = IMPORT_FORMAT_OPTIONS.find((o) => o.value === format)!;
  const nextAttempt = useLatestAttempt();

  const reset = () => {
    nextAttempt();
    setFile(null);
    setError(null);
    setLoaded(null);
  };

  const choose = async (chosen: File | null) => {
    reset();
    const current = nextAttempt();
    setFile(chosen);
    if (!chosen) return;
    const tooBig = fileSizeError(chosen.size, t);
    if (tooBig) return setError(tooBig);
    const content = await chosen.text();
    previewImport.mutate(
      { format, content },
      {
        onSuccess: (preview) => current() && setLoaded({ content, preview }),
        onError: (e) => current() && setError(messageOf(e, t('panel.checkFailed'))),
      },
    );
  };

  const total = loaded ? totalOf(loaded.preview.toAdd) : 0;
  const blocked = !loaded || loaded.preview.errors.length > 0 || total === 0;

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('panel.format')}
        value={format}
        onChange={(v) => {
          setFormat(v as ImportFormat);
          reset();
        }}
      >
        <Stack gap={6} mt={6}>
          {IMPORT_FORMAT_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={t(`formats.${o.key}.label`)} />
          ))}
        </Stack>
      </Radio.Group>
      <ImportFileField
        label={t('panel.file')}
        description={t('panel.fileHint', { hint: t(`formats.${option.key}.hint`) })}
        accept={option.accept}
        value={file}
        onChange={(f) => void choose(f)}
        error={error}
        disabled={isPending}
      />
      {previewImport.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('panel.checking')}
        </Text>
      )}
      {loaded && <ImportPreview preview={loaded.preview} />}
      {loaded && (
        <Group gap="sm">
          <Button disabled={blocked} loading={isPending} onClick={() => commit({ format, content: loaded.content }, reset)}>
            {importButtonLabel(total, t)}
          </Button>
          <Button variant="default" onClick={reset} disabled={isPending}>
            {t('panel.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
