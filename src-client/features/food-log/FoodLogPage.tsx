import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCamera, IconList, IconMicrophone, IconPill, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AddFoodPanel } from './AddFoodPanel.tsx';
import { DaySelect } from './DaySelect.tsx';
import { FOOD_LOG_TABS, type FoodLogTab } from './food-log-tabs.ts';
import { SnapPanel } from './SnapPanel.tsx';
import { useUserToday } from './use-user-today.ts';
import { ViewLogPanel } from './ViewLogPanel.tsx';
import { VoicePanel } from './VoicePanel.tsx';
import { WaitingList } from '../offline/WaitingBadge.tsx';
import { IconTabList } from '../../components/IconTabList.tsx';

const TABS: { value: FoodLogTab; label: string; icon: typeof IconSearch; Panel: (props: { date: string }) => ReactNode }[] = [
  { value: 'add', label: 'Add Food', icon: IconSearch, Panel: AddFoodPanel },
  { value: 'snap', label: 'AI Snap', icon: IconCamera, Panel: SnapPanel },
  { value: 'voice', label: 'Voice', icon: IconMicrophone, Panel: VoicePanel },
  { value: 'log', label: 'View Log', icon: IconList, Panel: ViewLogPanel },
];

/** `/food-log`, the Food Logging Hub (spec §2): a day picker and four tabs. */
export function FoodLogPage() {
  useDocumentTitle('Food Log · Platewise');
  const today = useUserToday();
  const search = useSearch({ from: '/food-log' });
  const [date, setDate] = useState(today);
  const navigate = useNavigate({ from: '/food-log' });
  // The tab lives in the URL, so a menu item (Voice Logging, AI Food Snap) switches it even here.
  const tab = search.tab ?? 'add';
  const setTab = (next: FoodLogTab) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <div>
            <Title order={1}>Food Log</Title>
            <Text c="dimmed">Search, snap or say what you ate, and review the day.</Text>
          </div>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button component={Link} to="/nutrients" variant="light" leftSection={<IconPill size={16} />}>
              Nutrients
            </Button>
            <DaySelect today={today} value={date} onChange={setDate} />
          </Group>
        </Group>
        <WaitingList />
        <Tabs value={tab} onChange={(t) => setTab(FOOD_LOG_TABS.find((v) => v === t) ?? 'add')}>
          <IconTabList tabs={TABS} />
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Panel date={date} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
