import { Badge, Button, Group, List, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { usePortionWords } from '../../i18n/portion-words.ts';
import { confidencePercent, deltaColor, formatDelta, type Swap } from './swap-logic.ts';

/** Delta text colours that pass 4.5:1 on white. */
const TEXT_COLOR = { green: 'leaf.8', red: 'red.8', gray: 'dimmed' } as const;

const DIFFICULTY_COLOR = { easy: 'green', moderate: 'yellow', adventurous: 'orange' } as const;

/** Units are the same in every language. */
const GRAM_SUFFIX = ' g';

/** One detailed swap: difficulty, confidence, numbers with deltas, benefits, tip, actions. */
export function SwapResultCard({ result, onUse }: { result: Swap; onUse: () => void }) {
  const { t, i18n } = useTranslation('food-swaps');
  const portionWords = usePortionWords();
  const locale = i18n.resolvedLanguage ?? 'en';
  const format = useFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const s = result.swapSuggestion;
  const o = result.originalFood;
  const tip = result.funFact ? { label: t('result.funFact'), text: result.funFact } : result.cookingTip ? { label: t('result.cookingTip'), text: result.cookingTip } : null;
  const grams = (value: number) => t('result.grams', { grams: Math.round(value) });

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('result.cardLabel', { name: s.name })} data-testid="swap-result">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color={DIFFICULTY_COLOR[result.difficulty]} variant="light" c="dark.8" tt="capitalize">
            {t(`result.difficulty.${result.difficulty}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('result.match', { percent: confidencePercent(result.confidenceScore) })}
          </Text>
        </Group>
        <Text fw={700} size="lg">
          {s.name}
        </Text>
        <Group gap="xs">
          <Badge variant="light" c="dark.8" size="sm">
            {t(`result.kinds.${result.swapType}`)}
          </Badge>
          {result.healthier && (
            <Badge color="green" size="sm" variant="light" c="dark.8">
              {t('result.healthier')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {portionWords(s.servingSize)}
          </Text>
        </Group>
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed">
              {t('result.calories')}
            </Text>
            <Text fw={600}>
              {format.kcal(s.nutrition.calories)}{' '}
              <Text span size="xs" c={TEXT_COLOR[deltaColor(result.deltas.calories, true)]}>
                ({formatDelta(result.deltas.calories, locale)})
              </Text>
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('result.protein')}
            </Text>
            <Text fw={600}>
              {grams(s.nutrition.protein)}{' '}
              <Text span size="xs" c={TEXT_COLOR[deltaColor(result.deltas.protein, false)]}>
                ({formatDelta(result.deltas.protein, locale, GRAM_SUFFIX)})
              </Text>
            </Text>
          </div>
        </Group>
        {result.healthBenefits.length > 0 && (
          <List size="sm" spacing={2}>
            {result.healthBenefits.slice(0, 3).map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        )}
        {tip && (
          <Text size="sm">
            <Text span fw={600}>
              {tip.label}:
            </Text>{' '}
            {tip.text}
          </Text>
        )}
        <Group>
          <Button size="xs" onClick={onUse}>
            {t('result.use')}
          </Button>
          <Button size="xs" variant="default" onClick={open} aria-label={t('result.detailsLabel', { name: s.name })}>
            {t('result.details')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={`${o.name} → ${s.name}`} centered closeButtonProps={{ 'aria-label': t('result.closeDetails') }}>
        <Stack gap="sm">
          <Text size="sm">{result.reasoning}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('result.perServing')}</Table.Th>
                <Table.Th scope="col">{t('result.original')}</Table.Th>
                <Table.Th scope="col">{t('result.swap')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('result.calories')}</Table.Th>
                <Table.Td>{format.kcal(o.nutrition.calories)}</Table.Td>
                <Table.Td>{format.kcal(s.nutrition.calories)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('result.protein')}</Table.Th>
                <Table.Td>{grams(o.nutrition.protein)}</Table.Td>
                <Table.Td>{grams(s.nutrition.protein)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Modal>
    </Paper>
  );
}
