import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onboardingInput } from '../../../src/schemas/user.ts';
import { safeReturnPath } from '../../../src/domain/return-path.ts';
import { trpc } from '../../app/trpc.ts';
import { BODY_FIELDS, BodyFields } from '../../components/body-fields/BodyFields.tsx';
import { convertMeasures, METRIC, validateInUnits, type Units } from '../../components/body-fields/body-units.ts';
import { UnitsChoice } from '../../components/body-fields/UnitsChoice.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { onboardingInitialValues, toOnboardingInput, type OnboardingFormValues } from './onboarding-form.ts';

/** `/` for a signed-in user without an age: body stats in, personal targets out. */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('documentTitle'));
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const router = useRouter();
  const onboard = trpc.user.onboard.useMutation();
  // Reached from a deep link while signed out: finish there (decision 052).
  const back = safeReturnPath(useSearch({ strict: false }).redirect);
  const [units, setUnits] = useState<Units>(METRIC);
  const form = useForm<OnboardingFormValues>({
    initialValues: onboardingInitialValues,
    validate: (values) => validateInUnits(onboardingInput, values, units),
  });
  const changeUnits = (next: Units) => {
    form.setValues(convertMeasures(form.getValues(), units, next));
    form.clearErrors();
    setUnits(next);
  };

  const submit = form.onSubmit((values) => {
    onboard.mutate(toOnboardingInput(values, units), {
      onSuccess: async (user) => {
        utils.user.me.setData(undefined, user);
        await utils.user.me.invalidate();
        if (back) router.history.push(back);
        else await navigate({ to: '/' });
        notifySuccess(t('welcome'), t('welcomeDetail'));
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFrom(error, BODY_FIELDS));
        notifyError(t('failed'), messageOf(error, t('failedDetail')));
      },
    });
  });

  return (
    <Container size={640} py={48}>
      <Stack gap="lg">
        <Stack gap={6} ta="center">
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="lg">
            {t('intro')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <form onSubmit={submit} noValidate aria-label={t('formLabel')}>
            <Stack gap="lg">
              <UnitsChoice value={units} onChange={changeUnits} />
              <BodyFields inputProps={(field) => form.getInputProps(field)} units={units} />
              <Button type="submit" size="md" disabled={onboard.isPending} fullWidth>
                {onboard.isPending ? t('submitting') : t('submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
