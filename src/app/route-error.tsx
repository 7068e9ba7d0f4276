import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or render: the error goes to the console, the visitor gets a way on. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[router] a page failed to load or render', error);
  }, [error]);
  return (
    <Container component="main" id="main" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('error.heading')}</Title>
        <Text>{t('error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}
