import { Button, type ButtonProps } from '@/ui/kit/buttons';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { track } from '@/platform/analytics/track';
import { checkoutHref, type Plan } from '@/platform/plans/plans';

export interface ChoosePlanButtonProps extends Omit<ButtonProps, 'children'> {
  readonly plan: Plan;
  /** Names the plan ("Erweitert wählen"): several of these sit on one page. */
  readonly label: string;
  /** The arrow after the label; narrow table cells go without. */
  readonly withArrow?: boolean;
}

/** Leads to the checkout with the plan in the query and reports the choice (`plan` event). */
export function ChoosePlanButton({ plan, label, withArrow = true, ...buttonProps }: ChoosePlanButtonProps) {
  return (
    <Button
      component={Link}
      to={checkoutHref(plan.id)}
      onClick={() => track('plan', { plan: plan.analyticsName })}
      rightSection={withArrow ? <IconArrowRight aria-hidden size={22} stroke={2} /> : undefined}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
