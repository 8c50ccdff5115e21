import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The only thing on screen while the current user is being looked up. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader role="status" aria-label={t('loading')} size="lg" />
    </Center>
  );
}
