import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import type { LegalBlock, LegalDocument } from './legal-types.ts';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * Renders a static legal document: an h1, the last-updated date, and one h2 per section.
 * Links are plain anchors so the page does not depend on the router.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor href="/dashboard" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('view.back')}
          </Group>
        </Anchor>

        <Stack gap="xs" component="header">
          <Title order={1}>{t(document.title)}</Title>
          <Text size="sm" c="dimmed">
            {t('view.lastUpdated', { date: format.day(document.lastUpdated, LONG_DATE) })}
          </Text>
        </Stack>

        <Stack gap="sm">
          {document.intro.map((paragraph) => (
            <Text key={paragraph}>{t(paragraph)}</Text>
          ))}
        </Stack>

        {document.sections.map((section, index) => (
          <Stack key={section.id} component="section" gap="sm" aria-labelledby={section.id}>
            <Title order={2} size="h3" id={section.id}>
              {index + 1}. {t(section.heading)}
            </Title>
            {section.blocks.map((block, blockIndex) => (
              <LegalBlockView key={blockIndex} block={block} />
            ))}
          </Stack>
        ))}

        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="view.seeAlso"
            values={{ document: t(document.related.label) }}
            components={{ a: <Anchor href={document.related.href} /> }}
          />
        </Text>
      </Stack>
    </Container>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  const { t } = useTranslation('legal');
  if (typeof block === 'string') return <Text>{t(block)}</Text>;
  return (
    <List spacing="xs">
      {block.list.map((item) => (
        <List.Item key={item}>{t(item)}</List.Item>
      ))}
    </List>
  );
}
