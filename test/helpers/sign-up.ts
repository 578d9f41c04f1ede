// A professional who signs up through the API, as the registration page does: an account with
// their brand's onboarding steps requested. Each sign-up comes from a client address and a phone
// number of its own, so the sign-up limit and the duplicate-phone check never meet in a test.
import { randomBytes } from 'node:crypto';
import { call, data } from './upstream-client.ts';

const SIGN_UP_PRO = `mutation($input: ServiceProSignUpInput!) { signUpServicePro(input: $input) {
  __typename ... on SignUpSuccess { tokens { accessToken } user { id } } } }`;

let signUps = 0;

export async function signUpPro(origin: string, brand: string): Promise<{ id: string; token: string }> {
  signUps += 1;
  const answer = await data(
    call(
      origin,
      SIGN_UP_PRO,
      {
        input: {
          email: `pro.${randomBytes(5).toString('hex')}@example.com`,
          password: 'a long enough secret',
          firstName: 'Sam',
          lastName: 'Carter',
          phone: `+44 20 7946 ${String(1000 + signUps).padStart(4, '0')}`,
          companyName: 'Carter Building',
          brand,
        },
      },
      { clientIp: `203.0.113.${signUps}` },
    ),
  );
  const success = answer.signUpServicePro;
  if (success.__typename !== 'SignUpSuccess') throw new Error(`sign-up answered ${success.__typename}`);
  return { id: success.user.id as string, token: success.tokens.accessToken as string };
}
