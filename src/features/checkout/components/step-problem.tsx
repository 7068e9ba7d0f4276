import { Alert } from '@/ui/kit/alert';
import { Button } from '@/ui/kit/buttons';
import { Text } from '@/ui/kit/typography';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { StepProblem as Problem } from '../model/checkout-draft';
import { track } from '@/platform/analytics/track';

/** A step opened without the steps before it: what is missing, and the way back to it. */
export function StepProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert variant="light" color="coral" title={t(`problems.${problem}.title`)} data-step-problem={problem}>
      <Text mb="md">{t(`problems.${problem}.text`)}</Text>
      <Button
        component={Link}
        to={problem === 'noPlan' ? paths.shop : paths.checkoutAddress}
        onClick={problem === 'noPlan' ? () => track('go_to_shop') : undefined}
        rightSection={<IconArrowRight aria-hidden size={22} />}
      >
        {t(`problems.${problem}.action`)}
      </Button>
    </Alert>
  );
}
