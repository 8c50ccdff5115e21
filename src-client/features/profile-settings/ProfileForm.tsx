import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptTargetsDto } from '../../../src/schemas/targets.ts';
import { profileInput, type ProfileInput, type ProfileSaveDto, type UserDto } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';
import { BodyFields } from '../../components/body-fields/BodyFields.tsx';
import { convertMeasures, validateInUnits } from '../../components/body-fields/body-units.ts';
import { optionsFor } from '../../components/body-fields/options.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom } from '../../lib/api-errors.ts';
import { invalidateAfterTargetChange } from '../../shared/invalidate.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import classes from './ProfileForm.module.css';
import { PROFILE_FIELDS, profileFormValuesOf, toProfileInput, unitsOf, type ProfileFormValues } from './profile-form.ts';
import { ReplaceTargetsDialog } from './ReplaceTargetsDialog.tsx';

interface ProfileFormProps {
  user: UserDto;
  editing: boolean;
  onDone: () => void;
}

/** The profile edit form; every field is disabled outside edit mode. Mount it keyed by the user version. */
export function ProfileForm({ user, editing, onDone }: ProfileFormProps) {
  const { t } = useTranslation('profile-settings');
  const utils = trpc.useUtils();
  const update = trpc.user.updateProfile.useMutation();
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValuesOf(user),
    validate: (values) => validateInUnits(profileInput, values, unitsOf(values)),
  });
  const units = unitsOf(form.getValues());
  // Choosing another unit converts what the form holds, so the same height and weight are saved.
  const unitSelect = (field: 'weightUnit' | 'heightUnit') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        const values = form.getValues();
        const next = unitsOf({ ...values, [field]: event.currentTarget.value });
        form.setValues({ ...convertMeasures(values, unitsOf(values), next), [field]: event.currentTarget.value });
      },
    };
  };
  const weightUnit = unitSelect('weightUnit');
  const heightUnit = unitSelect('heightUnit');
  const disabled = !editing || update.isPending;

  // The saved input and the target it kept, while the user is asked whether to replace it.
  const [asking, setAsking] = useState<{ input: ProfileInput; saved: ProfileSaveDto & { keptTargets: KeptTargetsDto } } | null>(null);
  // Shows the saved profile and the day's targets as the server now gives them; the form closes.
  const finish = (saved: ProfileSaveDto, detail: string) => {
    const { keptTargets: _kept, ...updated } = saved;
    utils.user.me.setData(undefined, updated);
    void invalidateAfterTargetChange(utils);
    notifySuccess(t('form.updated'), detail);
    setAsking(null);
    onDone();
  };
  const failed = (error: unknown) => {
    form.setErrors(fieldErrorsFrom(error, PROFILE_FIELDS));
    notifyError(t('form.failed'), t('form.failedDetail'));
  };

  const submit = form.onSubmit((values) => {
    const input = toProfileInput(values, browserTimeZone(), user);
    update.mutate(input, {
      onSuccess: (saved) => (saved.keptTargets ? setAsking({ input, saved: { ...saved, keptTargets: saved.keptTargets } }) : finish(saved, t('form.updatedDetail'))),
      onError: failed,
    });
  });
  // The profile is saved already; keeping leaves its target as it was.
  const keep = () => asking && finish(asking.saved, t('targets.keptDetail', { calories: asking.saved.keptTargets.current.calories }));
  const replace = () => {
    if (!asking) return;
    update.mutate({ ...asking.input, replaceTargets: true }, { onSuccess: (saved) => finish(saved, t('targets.replacedDetail', { calories: saved.dailyCalories ?? 0 })), onError: failed });
  };

  const cancel = () => {
    form.reset();
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className={classes.form}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('form.firstName')} autoComplete="given-name" disabled={disabled} {...form.getInputProps('firstName')} />
          <TextInput label={t('form.lastName')} autoComplete="family-name" disabled={disabled} {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <BodyFields inputProps={(field) => form.getInputProps(field)} disabled={disabled} decimals units={units} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect label={t('form.weightUnit')} data={optionsFor('weightUnit')} disabled={disabled} {...weightUnit} />
          <NativeSelect label={t('form.heightUnit')} data={optionsFor('heightUnit')} disabled={disabled} {...heightUnit} />
        </SimpleGrid>
        {editing && (
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={update.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </Group>
        )}
      </Stack>
      <ReplaceTargetsDialog kept={asking?.saved.keptTargets ?? null} replacing={update.isPending} onKeep={keep} onReplace={replace} />
    </form>
  );
}
