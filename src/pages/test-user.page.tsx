import { ProgrammePage } from '@/features/test-user/components/programme-page';

/** The test-user programme: apply, test for three months, keep using it for free. */
export function TestUserPage() {
  return <ProgrammePage namespace="test-user" programme="test-user" />;
}

export const Component = TestUserPage;
