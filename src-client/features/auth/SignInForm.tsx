import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { loginInput } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { fieldErrorsFrom, messageOf, reasonOf } from '../../lib/api-errors.ts';
import { zodFormResolver } from '../../lib/zod-form.ts';
import { usePasswordToggle } from './password-toggle.ts';
import { SignInLinkOffer } from './SignInOptions.tsx';
import { useAuthSuccess } from './use-auth-success.ts';

const FIELDS = ['email', 'password'] as const;

/** `offerSignInLink`: this instance sends e-mail, so a throttled account's owner can ask for a sign-in link. */
export function SignInForm({ offerSignInLink }: { offerSignInLink: boolean }) {
  const { t } = useTranslation('auth');
  const toggle = usePasswordToggle();
  const onSuccess = useAuthSuccess();
  const login = trpc.user.login.useMutation();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodFormResolver(loginInput, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginInput.parse(values), {
      onSuccess: (user) => void onSuccess(user),
      onError: (error) => form.setErrors(fieldErrorsFrom(error, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" role="alert" title={t('signIn.failed')}>
            {messageOf(login.error, t('somethingWrong'))}
          </Alert>
        )}
        {offerSignInLink && login.variables && reasonOf(login.error) === 'tooManySignInAttempts' && <SignInLinkOffer email={login.variables.email} />}
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('password')}
        />
        <Button type="submit" disabled={login.isPending} fullWidth>
          {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
