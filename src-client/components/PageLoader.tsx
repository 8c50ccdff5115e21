import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown inside the layout while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
