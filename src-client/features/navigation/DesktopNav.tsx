import { Group, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../src/schemas/user.ts';
import { AccountButton, MenuButton } from './MenuButtons.tsx';
import { accountLabel, NAV_MENUS } from './nav-items.ts';

// Mantine's Menu brings floating-ui with it: the menus are a chunk of their own; their buttons
// paint at once, the same size, so nothing moves when the menus take them over; until then they
// say they cannot be used yet (decision 078). A narrow screen hides the bar and never asks for the
// menus' code at all (decision 082).
const DesktopMenus = lazy(() => import('./DesktopMenus.tsx').then((m) => ({ default: m.DesktopMenus })));

/** Top-bar menus, shown from the md breakpoint up. */
export function DesktopNav({ user }: { user: UserDto | null }) {
  const { t } = useTranslation('navigation');
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const buttons = (
    <>
      {NAV_MENUS.map((menu) => (
        <MenuButton key={menu.key} aria-disabled>{t(`menus.${menu.key}`)}</MenuButton>
      ))}
      <AccountButton aria-disabled label={accountLabel(user, t('account.user'))}>{t('account.button')}</AccountButton>
    </>
  );
  return (
    <Group component="nav" aria-label={t('desktop.label')} gap={4} visibleFrom="md">
      {wide ? (
        <Suspense fallback={buttons}>
          <DesktopMenus user={user} />
        </Suspense>
      ) : (
        buttons
      )}
    </Group>
  );
}
