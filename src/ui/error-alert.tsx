import { Alert } from '@/ui/kit/alert';
import { Text } from '@/ui/kit/typography';
import { useEffect, useRef } from 'react';

const smoothUnlessReduced = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** A form's refusal: announced at once and scrolled into view, with the endpoint's reason line when given. */
export function ErrorAlert({ message, reason }: { message: string; reason?: string | undefined }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: smoothUnlessReduced() });
  }, []);
  return (
    <Alert ref={panel} role="alert" color="red" variant="light">
      <Text fw={700} c="red.9">
        {message}
      </Text>
      {reason ? <Text mt="xs">{reason}</Text> : null}
    </Alert>
  );
}
