import { Button, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeDraftDto } from '../../../src/schemas/user-recipe.ts';
import { trpc } from '../../app/trpc.ts';
import { issuesOf, messageOf } from '../../lib/api-errors.ts';

const URL_PLACEHOLDER = 'https://…';

/** Import from a recipe page: its address, or its HTML pasted; the draft opens in the editor. */
export function ImportPanel({ onDraft, onCancel }: { onDraft: (d: RecipeDraftDto) => void; onCancel: () => void }) {
  const { t } = useTranslation('recipes');
  const [mode, setMode] = useState<'url' | 'html'>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const read = trpc.recipe.importPage.useMutation({ onSuccess: onDraft });
  const error = read.error ? (issuesOf(read.error)[0]?.message ?? messageOf(read.error, t('import.failed'))) : undefined;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('import.title')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('import.intro')}
        </Text>
        <SegmentedControl value={mode} onChange={(v) => setMode(v as 'url' | 'html')} data={[{ value: 'url', label: t('import.byAddress') }, { value: 'html', label: t('import.byHtml') }]} w="fit-content" />
        {mode === 'url' ? (
          <TextInput label={t('import.address')} placeholder={URL_PLACEHOLDER} type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={error} />
        ) : (
          <Textarea label={t('import.html')} description={t('import.htmlHelp')} autosize minRows={4} maxRows={10} value={html} onChange={(e) => setHtml(e.currentTarget.value)} error={error} />
        )}
        <Stack gap="xs" align="flex-start">
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={read.isPending} onClick={() => read.mutate(mode === 'url' ? { url: url.trim() } : { html })}>
            {t('import.submit')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
