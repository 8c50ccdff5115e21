import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { registerInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { usePasswordToggle } from './password-toggle.ts';
import { useAuthSuccess } from './use-auth-success.ts';

const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;

/** Empty optional names are left out rather than sent as ''. */
function toInput(values: { email: string; password: string; firstName: string; lastName: string }) {
  const parsed = registerInput.parse(values);
  return {
    ...parsed,
    firstName: parsed.firstName || undefined,
    lastName: parsed.lastName || undefined,
  };
}

/** Sign-up; with an invite link's token on an instance where sign-ups need one. */
export function RegisterForm({ inviteToken }: { inviteToken?: string }) {
  const { t } = useTranslation('auth');
  const toggle = usePasswordToggle();
  const onSuccess = useAuthSuccess();
  const register = trpc.user.register.useMutation();
  const form = useForm({
    initialValues: { email: '', password: '', firstName: '', lastName: '' },
    validate: zodFormResolver(registerInput, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    register.mutate({ ...toInput(values), inviteToken }, {
      onSuccess: (user) => void onSuccess(user),
      onError: (error) => form.setErrors(fieldErrorsFrom(error, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.formLabel')}>
      <Stack gap="md">
        {register.error && (
          <Alert color="red" variant="light" role="alert" title={t('register.failed')}>
            {messageOf(register.error, t('somethingWrong'))}
          </Alert>
        )}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('password')}
        />
        <Group grow align="flex-start">
          <TextInput label={t('fields.firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
        </Group>
        <Button type="submit" disabled={register.isPending} fullWidth>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
