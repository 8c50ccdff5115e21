import { Button, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { RecipeDraftDto } from '../../../src/schemas/user-recipe.ts';
import { trpc } from '../../app/trpc.ts';
import { issuesOf, messageOf } from '../../lib/api-errors.ts';

/** Import from a recipe page: its address, or its HTML pasted; the draft opens in the editor. */
export function ImportPanel({ onDraft, onCancel }: { onDraft: (d: RecipeDraftDto) => void; onCancel: () => void }) {
  const [mode, setMode] = useState<'url' | 'html'>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const read = trpc.recipe.importPage.useMutation({ onSuccess: onDraft });
  const error = read.error ? (issuesOf(read.error)[0]?.message ?? messageOf(read.error, 'The page could not be imported.')) : undefined;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Import a recipe">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Import a recipe
        </Title>
        <Text size="sm" c="dimmed">
          Recipe sites describe their recipes for search engines; Platewise reads that description and finds each ingredient among its foods. Lines it cannot match are left for you to fix.
        </Text>
        <SegmentedControl value={mode} onChange={(v) => setMode(v as 'url' | 'html')} data={[{ value: 'url', label: 'Page address' }, { value: 'html', label: 'Paste HTML' }]} w="fit-content" />
        {mode === 'url' ? (
          <TextInput label="Recipe page address" placeholder="https://…" type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={error} />
        ) : (
          <Textarea label="Page HTML" description="Open the page, view its source, copy all and paste it here." autosize minRows={4} maxRows={10} value={html} onChange={(e) => setHtml(e.currentTarget.value)} error={error} />
        )}
        <Stack gap="xs" align="flex-start">
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={read.isPending} onClick={() => read.mutate(mode === 'url' ? { url: url.trim() } : { html })}>
            Import
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
