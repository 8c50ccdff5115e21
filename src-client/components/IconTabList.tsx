import { Box, Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A page's tab list: a label per tab, with its icon shown from small screens up. */
export function IconTabList({ tabs }: { tabs: readonly { value: string; label: string; icon: Icon }[] }) {
  return (
    <Tabs.List>
      {tabs.map(({ value, label, icon: TabIcon }) => (
        <Tabs.Tab
          key={value}
          value={value}
          px="xs"
          leftSection={
            <Box visibleFrom="sm" display="flex">
              <TabIcon size={16} aria-hidden />
            </Box>
          }
        >
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
