import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@/ui/kit/buttons';
import { Container, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';

/**
 * Shown when a page fails to load or render: the error goes to the console, the visitor gets a
 * way on. Inside the site's frame it fills the page's place; `standalone` (the frame itself
 * failed) makes it the page's main landmark.
 */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error('[router] a page failed to load or render', error);
  }, [error]);
  return (
    <Container component={standalone ? 'main' : 'div'} id={standalone ? 'main' : undefined} py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('error.heading')}</Title>
        <Text>{t('error.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  readonly standalone?: boolean;
  /** A new value clears a caught error: the visitor went to another address. */
  readonly resetKey?: string;
}

/** Catches what a page throws while loading or rendering and shows `RouteError` in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; failedAt: string | undefined }> {
  override state = { error: undefined as unknown, failedAt: undefined as string | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | undefined }) {
    // Remember where it failed; once the address changes, try the new page.
    if (state.error === undefined) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { error: undefined, failedAt: props.resetKey };
    return null;
  }

  override render(): ReactNode {
    if (this.state.error !== undefined) return <RouteError error={this.state.error} standalone={this.props.standalone} />;
    return this.props.children;
  }
}

/** The boundary around a routed page, cleared when the visitor moves on. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{children}</RouteErrorBoundary>;
}
