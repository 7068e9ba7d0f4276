import { Outlet } from 'react-router-dom';

/** Parent of the checkout steps (summary, address, payment). */
export function CheckoutPage() {
  return <Outlet />;
}

export const Component = CheckoutPage;
