import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LegalBlock, LegalDocument } from './legal-types.ts';

/**
 * Renders a static legal document: an h1, the last-updated date, and one h2 per section.
 * Links are plain anchors so the page does not depend on the router.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Anchor href="/dashboard" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to Dashboard
          </Group>
        </Anchor>

        <Stack gap="xs" component="header">
          <Title order={1}>{document.title}</Title>
          <Text size="sm" c="dimmed">
            Last updated: {document.lastUpdated}
          </Text>
        </Stack>

        <Stack gap="sm">
          {document.intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>

        {document.sections.map((section, index) => (
          <Stack key={section.id} component="section" gap="sm" aria-labelledby={section.id}>
            <Title order={2} size="h3" id={section.id}>
              {index + 1}. {section.heading}
            </Title>
            {section.blocks.map((block, blockIndex) => (
              <LegalBlockView key={blockIndex} block={block} />
            ))}
          </Stack>
        ))}

        <Text size="sm" c="dimmed">
          See also the <Anchor href={document.related.href}>{document.related.label}</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <List spacing="xs">
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
