import { Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SignupMode } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';

const MODES: { value: SignupMode; label: string; help: string }[] = [
  { value: 'open', label: 'Open', help: 'Anyone who can reach this instance can create an account.' },
  { value: 'invite', label: 'Invite only', help: 'New accounts need an invite link from you.' },
  { value: 'closed', label: 'Closed', help: 'Nobody can create an account, not even with an invite link.' },
];

export function SignupModeSection() {
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const save = trpc.admin.setSignupMode.useMutation({
    onSuccess: ({ signupMode }) => {
      notifySuccess('Sign-ups Updated', MODES.find((m) => m.value === signupMode)!.help);
      void utils.admin.settings.invalidate();
      void utils.user.authConfig.invalidate();
    },
    onError: () => notifyError('Update Failed', 'The sign-up mode was not changed. Please try again.'),
  });
  const mode = settings.data?.signupMode;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="signup-mode-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signup-mode-heading">
          Sign-ups
        </Title>
        {!mode ? (
          <Loader size="sm" role="status" aria-label="Loading settings" />
        ) : (
          <>
            <SegmentedControl
              aria-label="Who may sign up"
              data={MODES.map(({ value, label }) => ({ value, label }))}
              value={mode}
              disabled={save.isPending}
              onChange={(value) => save.mutate({ mode: value as SignupMode })}
              fullWidth
            />
            <Text size="sm" c="dimmed">
              {MODES.find((m) => m.value === mode)!.help}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
