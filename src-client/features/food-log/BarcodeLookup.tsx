import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import type { FoodResult } from '../../shared/food-log-types.ts';

/** Looks up a typed barcode (8 to 14 digits) and opens the calculator for the product. */
export function BarcodeLookup({ onFound }: { onFound: (food: FoodResult) => void }) {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const lookUp = async () => {
    setPending(true);
    setError(null);
    try {
      onFound(await utils.foodLog.barcode.fetch({ code: code.trim() }));
      setCode('');
    } catch (e) {
      setError(messageOf(e, t('barcode.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void lookUp();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('barcode.label')}
          placeholder={t('barcode.placeholder')}
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 14))}
          error={error}
          leftSection={<IconBarcode size={16} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={pending} disabled={code.length < 8} mb={error ? 22 : 0}>
          {t('barcode.lookUp')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('barcode.hint')}
      </Text>
    </form>
  );
}
