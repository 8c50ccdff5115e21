import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawer (and its scroll lock) loads when the menu is first opened, not with every page (decision 054).
const MobileDrawer = lazy(() => import('./MobileDrawer.tsx').then((m) => ({ default: m.MobileDrawer })));

/** Burger + drawer below the md breakpoint. */
export function MobileNav() {
  const { t } = useTranslation('navigation');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        hiddenFrom="md"
        size="sm"
        aria-label={opened ? t('mobile.close') : t('mobile.open')}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
