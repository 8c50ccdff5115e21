import { Burger, Button, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out.ts';
import { MOBILE_LINKS } from './nav-items.ts';

/** Burger + drawer below the md breakpoint; closes on choosing a link or tapping outside. */
export function MobileNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const signOut = useSignOut();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        size="sm"
        aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
      >
        <Stack component="nav" id="mobile-navigation" aria-label="Mobile" gap={4}>
          {MOBILE_LINKS.map((item) => (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              onClick={close}
            />
          ))}
          <Button
            mt="md"
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            Sign Out
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
