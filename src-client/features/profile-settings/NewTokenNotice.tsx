import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShownOnceNotice } from '../../components/ShownOnceNotice.tsx';

/** The full token, shown once right after creation. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const { t } = useTranslation('profile-settings');
  return (
    <ShownOnceNotice
      title={t('tokens.created', { name })}
      icon={<IconKey size={18} aria-hidden />}
      message={t('tokens.createdDetail')}
      value={token}
      copyLabel={t('tokens.copy')}
      onDone={onDone}
    />
  );
}
