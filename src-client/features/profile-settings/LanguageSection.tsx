import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../src/domain/choices.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { messageOf } from '../../lib/api-errors.ts';
import type { UserDto } from '../../../src/schemas/user.ts';

/** Each language is named in itself, so a person can find theirs whatever the screen shows now. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };
const BROWSER = 'browser';

/** The UI language: saved on the account, so every device the user signs in on follows it. */
export function LanguageSection({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile-settings');
  const utils = trpc.useUtils();
  const save = trpc.user.setLanguage.useMutation();

  const choose = (value: string | null) => {
    const language = languages.find((l) => l === value) ?? null;
    void applyLanguage(language);
    save.mutate(
      { language },
      {
        onSuccess: (updated) => utils.user.me.setData(undefined, updated),
        onError: (error) => notifyError(t('language.notSaved'), messageOf(error, t('language.notSavedDetail'))),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="language-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="language-heading">
          {t('language.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('language.description')}
        </Text>
        <Select
          label={t('language.label')}
          value={user.language ?? BROWSER}
          onChange={choose}
          allowDeselect={false}
          data={[{ value: BROWSER, label: t('language.browserDefault') }, ...languages.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))]}
          maw={320}
          data-testid="language-select"
        />
      </Stack>
    </Paper>
  );
}
