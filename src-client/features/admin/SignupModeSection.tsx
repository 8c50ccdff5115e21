import { Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signupModes, type SignupMode } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';

export function SignupModeSection() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const save = trpc.admin.setSignupMode.useMutation({
    onSuccess: ({ signupMode }) => {
      notifySuccess(t('signup.updated'), t(`signup.help.${signupMode}`));
      void utils.admin.settings.invalidate();
      void utils.user.authConfig.invalidate();
    },
    onError: () => notifyError(t('signup.failed'), t('signup.failedDetail')),
  });
  const mode = settings.data?.signupMode;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="signup-mode-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signup-mode-heading">
          {t('signup.title')}
        </Title>
        {!mode ? (
          <Loader size="sm" role="status" aria-label={t('signup.loading')} />
        ) : (
          <>
            <SegmentedControl
              aria-label={t('signup.label')}
              data={signupModes.map((value) => ({ value, label: t(`signup.modes.${value}`) }))}
              value={mode}
              disabled={save.isPending}
              onChange={(value) => save.mutate({ mode: value as SignupMode })}
              fullWidth
            />
            <Text size="sm" c="dimmed">
              {t(`signup.help.${mode}`)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
