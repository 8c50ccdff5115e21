import { Button, FileInput, Group, Radio, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ImportPreviewDto } from '../../../src/schemas/data-transfer.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { fileSizeError, IMPORT_FORMAT_OPTIONS, importButtonLabel, totalOf, type ImportFormat } from './import-view.ts';
import { useCommitImport, usePreviewImport } from './use-data-import.ts';

interface Loaded {
  content: string;
  preview: ImportPreviewDto;
}

/** Import: choose a format and a file, check the preview, then import (refused while the file has errors). */
export function ImportPanel() {
  const [format, setFormat] = useState<ImportFormat>('mfp-csv');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const previewImport = usePreviewImport();
  const { commit, isPending } = useCommitImport();
  const option = IMPORT_FORMAT_OPTIONS.find((o) => o.value === format)!;
  // Only the latest chosen file's preview counts.
  const attempt = useRef(0);

  const reset = () => {
    attempt.current += 1;
    setFile(null);
    setError(null);
    setLoaded(null);
  };

  const choose = async (chosen: File | null) => {
    reset();
    const current = attempt.current;
    setFile(chosen);
    if (!chosen) return;
    const tooBig = fileSizeError(chosen.size);
    if (tooBig) return setError(tooBig);
    const content = await chosen.text();
    previewImport.mutate(
      { format, content },
      {
        onSuccess: (preview) => current === attempt.current && setLoaded({ content, preview }),
        onError: (e) => current === attempt.current && setError(messageOf(e, 'The file could not be checked. Please try again.')),
      },
    );
  };

  const total = loaded ? totalOf(loaded.preview.toAdd) : 0;
  const blocked = !loaded || loaded.preview.errors.length > 0 || total === 0;

  return (
    <Stack gap="sm">
      <Radio.Group
        label="File format"
        value={format}
        onChange={(v) => {
          setFormat(v as ImportFormat);
          reset();
        }}
      >
        <Stack gap={6} mt={6}>
          {IMPORT_FORMAT_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      <FileInput
        label="File to import"
        description={`${option.hint} Up to 5 MB.`}
        placeholder="Choose a file"
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        accept={option.accept}
        value={file}
        onChange={(f) => void choose(f)}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear file' }}
        error={error}
        leftSection={<IconFileImport size={16} aria-hidden />}
        disabled={isPending}
      />
      {previewImport.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Checking the file…
        </Text>
      )}
      {loaded && <ImportPreview preview={loaded.preview} />}
      {loaded && (
        <Group gap="sm">
          <Button disabled={blocked} loading={isPending} onClick={() => commit({ format, content: loaded.content }, reset)}>
            {importButtonLabel(total)}
          </Button>
          <Button variant="default" onClick={reset} disabled={isPending}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
