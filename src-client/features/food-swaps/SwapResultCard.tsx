import { Badge, Button, Group, List, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { confidencePercent, deltaColor, formatDelta, SWAP_KIND_LABELS, type Swap } from './swap-logic.ts';

/** Delta text colours that pass 4.5:1 on white. */
const TEXT_COLOR = { green: 'leaf.8', red: 'red.8', gray: 'dimmed' } as const;

const DIFFICULTY_COLOR = { easy: 'green', moderate: 'yellow', adventurous: 'orange' } as const;

/** One detailed swap (spec §2): difficulty, confidence, numbers with deltas, benefits, tip, actions. */
export function SwapResultCard({ result, onUse }: { result: Swap; onUse: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const s = result.swapSuggestion;
  const o = result.originalFood;
  const tip = result.funFact ? { label: 'Fun fact', text: result.funFact } : result.cookingTip ? { label: 'Cooking tip', text: result.cookingTip } : null;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Swap: ${s.name}`} data-testid="swap-result">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color={DIFFICULTY_COLOR[result.difficulty]} variant="light" c="dark.8" tt="capitalize">
            {result.difficulty}
          </Badge>
          <Text size="sm" c="dimmed">
            {confidencePercent(result.confidenceScore)}% match
          </Text>
        </Group>
        <Text fw={700} size="lg">
          {s.name}
        </Text>
        <Group gap="xs">
          <Badge variant="light" c="dark.8" size="sm">
            {SWAP_KIND_LABELS[result.swapType]}
          </Badge>
          {result.healthier && (
            <Badge color="green" size="sm" variant="light" c="dark.8">
              Healthier
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {s.servingSize}
          </Text>
        </Group>
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed">
              Calories
            </Text>
            <Text fw={600}>
              {Math.round(s.nutrition.calories)}{' '}
              <Text span size="xs" c={TEXT_COLOR[deltaColor(result.deltas.calories, true)]}>
                ({formatDelta(result.deltas.calories)})
              </Text>
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Protein
            </Text>
            <Text fw={600}>
              {Math.round(s.nutrition.protein)} g{' '}
              <Text span size="xs" c={TEXT_COLOR[deltaColor(result.deltas.protein, false)]}>
                ({formatDelta(result.deltas.protein, ' g')})
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
            Use This Swap
          </Button>
          <Button size="xs" variant="default" onClick={open} aria-label={`Details for ${s.name}`}>
            Details
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={`${o.name} → ${s.name}`} centered closeButtonProps={{ 'aria-label': 'Close details' }}>
        <Stack gap="sm">
          <Text size="sm">{result.reasoning}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Per serving</Table.Th>
                <Table.Th scope="col">Original</Table.Th>
                <Table.Th scope="col">Swap</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Calories</Table.Th>
                <Table.Td>{Math.round(o.nutrition.calories)}</Table.Td>
                <Table.Td>{Math.round(s.nutrition.calories)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Protein</Table.Th>
                <Table.Td>{Math.round(o.nutrition.protein)} g</Table.Td>
                <Table.Td>{Math.round(s.nutrition.protein)} g</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Modal>
    </Paper>
  );
}
