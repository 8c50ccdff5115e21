import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';
import { trpc } from '../../app/trpc.ts';

/** Sets an own daily target for one nutrient, or puts it back on the DRI default. */
export function TargetEditor({ row, name }: { row: NutrientReportRow; name: string }) {
  const { t } = useTranslation('nutrients');
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string | number>(row.target ?? '');
  const save = trpc.nutrients.setTargets.useMutation({
    onSuccess: async () => {
      setOpened(false);
      await Promise.all([utils.nutrients.report.invalidate(), utils.nutrients.targets.invalidate()]);
    },
  });
  const error = save.error?.message;

  return (
    <Popover opened={opened} onChange={setOpened} width={260} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpened((o) => !o)} aria-label={t('editor.openLabel', { name })}>
          {t('editor.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <NumberInput label={t('editor.label', { name, unit: row.unit })} value={value} onChange={setValue} min={0} decimalScale={3} error={error} />
          {row.dri !== null && (
            <Text size="xs" c="dimmed">
              {t('editor.dri', { amount: row.dri, unit: row.unit, kind: row.driKind })}
            </Text>
          )}
          <Group justify="space-between" gap="xs">
            <Button size="xs" variant="default" disabled={row.custom === null} loading={save.isPending} onClick={() => save.mutate({ targets: [{ nutrient: row.key, target: null }] })}>
              {t('editor.reset')}
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate({ targets: [{ nutrient: row.key, target: Number(value) }] })}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
