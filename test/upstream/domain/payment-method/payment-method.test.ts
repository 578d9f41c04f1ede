// A professional's payment method over real HTTP (decision 060): their market's methods offered,
// a choice recorded and replaced, completing the onboarding step; a method their market does not
// offer refused with nothing changed; the holder or a MANAGER chooses, no one else.
import t from 'tap';
import { colleagueSession } from '../../../helpers/marketplace.ts';
import { signUpPro as signUpThroughApi } from '../../../helpers/sign-up.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);

const CHOICE = '{ myPaymentMethodChoice { offered method chosenAt } }';
const CHOOSE = `mutation($method: PaymentMethod!) { choosePaymentMethod(method: $method) { __typename
  ... on PaymentMethodChosen { choice { offered method chosenAt } }
  ... on PaymentMethodNotOffered { method offered } } }`;
const ONBOARDING = '{ myOnboarding { steps { step done } } }';

const signUpPro = (brand: string) => signUpThroughApi(upstream.origin, brand);

const ask = async (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(upstream.origin, query, variables, { token }));

async function stepDone(token: string): Promise<boolean> {
  const { myOnboarding } = await ask(ONBOARDING, {}, token);
  return myOnboarding.steps.find((step: { step: string }) => step.step === 'PAYMENT_DETAILS_REQUESTED').done;
}

t.test(
  'a professional chooses from their market’s methods; the step is done and a new choice replaces it',
  async (t) => {
    const pro = await signUpPro('nl');
    t.same((await ask(CHOICE, {}, pro.token)).myPaymentMethodChoice, {
      offered: ['DIRECT_DEBIT', 'CARD', 'INVOICE'],
      method: null,
      chosenAt: null,
    });
    t.equal(await stepDone(pro.token), false);

    const chosen = (await ask(CHOOSE, { method: 'DIRECT_DEBIT' }, pro.token)).choosePaymentMethod;
    t.match(chosen, {
      __typename: 'PaymentMethodChosen',
      choice: { offered: ['DIRECT_DEBIT', 'CARD', 'INVOICE'], method: 'DIRECT_DEBIT', chosenAt: String },
    });
    t.equal(await stepDone(pro.token), true, 'the onboarding step is done');

    const changed = (await ask(CHOOSE, { method: 'INVOICE' }, pro.token)).choosePaymentMethod;
    t.equal(changed.choice.method, 'INVOICE');
    t.same((await ask(CHOICE, {}, pro.token)).myPaymentMethodChoice.method, 'INVOICE', 'one choice, the latest');
    const [rows] = await upstream.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pro_payment_method_choices WHERE pro_id = $1',
      [pro.id],
    );
    t.equal(rows?.n, 1);
  },
);

t.test('a method the market does not offer is refused and nothing changes', async (t) => {
  const pro = await signUpPro('us');
  const refused = (await ask(CHOOSE, { method: 'DIRECT_DEBIT' }, pro.token)).choosePaymentMethod;
  t.same(refused, { __typename: 'PaymentMethodNotOffered', method: 'DIRECT_DEBIT', offered: ['CARD', 'INVOICE'] });
  t.same((await ask(CHOICE, {}, pro.token)).myPaymentMethodChoice, {
    offered: ['CARD', 'INVOICE'],
    method: null,
    chosenAt: null,
  });
  t.equal(await stepDone(pro.token), false);
  t.equal((await ask(CHOOSE, { method: 'CARD' }, pro.token)).choosePaymentMethod.choice.method, 'CARD');
});

t.test('the holder or a MANAGER chooses; a MEMBER, a home owner and a visitor may not', async (t) => {
  const pro = await signUpPro('uk');
  const actingAs = (role: 'MANAGER' | 'MEMBER') => colleagueSession(upstream, pro.id, role);
  const manager = await actingAs('MANAGER');
  t.equal((await ask(CHOOSE, { method: 'CARD' }, manager)).choosePaymentMethod.__typename, 'PaymentMethodChosen');
  t.equal((await ask(CHOICE, {}, pro.token)).myPaymentMethodChoice.method, 'CARD', 'the company’s choice');

  const member = await actingAs('MEMBER');
  t.equal(errorCode(await call(upstream.origin, CHOOSE, { method: 'INVOICE' }, { token: member })), 'FORBIDDEN');
  t.equal(errorCode(await call(upstream.origin, CHOICE, {}, { token: member })), 'FORBIDDEN');
  const consumer = await upstream.sessionFor({
    userId: await upstream.userId('consumer.uk@example.com'),
    secondLayer: false,
  });
  t.equal(errorCode(await call(upstream.origin, CHOOSE, { method: 'CARD' }, { token: consumer })), 'FORBIDDEN');
  t.equal(errorCode(await call(upstream.origin, CHOICE, {})), 'UNAUTHENTICATED');
  t.equal((await ask(CHOICE, {}, pro.token)).myPaymentMethodChoice.method, 'CARD', 'unchanged');
});
