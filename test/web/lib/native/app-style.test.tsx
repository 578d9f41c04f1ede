import '../../../helpers/dom.ts';
import { act, render, screen } from '@testing-library/react';
import t from 'tap';
import type { UserType } from '../../../../web/generated/graphql.ts';
import { appStyleOf, useAppStyle } from '../../../../web/lib/native/app-style.ts';

// On the web: the look the page takes below breakpoint m ('mobile'), or none ('never').
const web = (userType: UserType | null, pageId: string) => appStyleOf({ userType, pageId, inApp: false });

t.test('consumers get the app style on Consumer/ and Account/ pages and the two job-post pages', async (t) => {
  t.equal(web('CONSUMER', 'Consumer/MyProjects'), 'mobile');
  t.equal(web('CONSUMER', 'Account/Login'), 'mobile');
  t.equal(web('CONSUMER', 'Visitor/FindAService'), 'mobile');
  t.equal(web('CONSUMER', 'Visitor/PostAJobPage'), 'mobile');
  t.equal(web('CONSUMER', 'Visitor/Home'), 'never');
  t.equal(web('CONSUMER', 'ServicePro/Balance'), 'never');
});

t.test('service pros get it on ServicePro/ and Account/ pages only', async (t) => {
  t.equal(web('SERVICE_PRO', 'ServicePro/Balance'), 'mobile');
  t.equal(web('SERVICE_PRO', 'Account/Switch'), 'mobile');
  t.equal(web('SERVICE_PRO', 'Visitor/PostAJobPage'), 'never');
  t.equal(web('SERVICE_PRO', 'Consumer/MyProjects'), 'never');
});

t.test('visitors get it on Account/ pages only', async (t) => {
  t.equal(web(null, 'Account/Login'), 'mobile');
  t.equal(web(null, 'Visitor/FindAService'), 'never');
  t.equal(web(null, 'Consumer/MyProjects'), 'never');
  t.equal(web('ADMIN', 'Account/Login'), 'mobile', 'staff are treated as visitors');
  t.equal(web('ADMIN', 'Consumer/MyProjects'), 'never');
});

t.test('inside the apps every page gets it at every width, even one outside the route table', async (t) => {
  t.equal(appStyleOf({ userType: null, pageId: 'Visitor/Home', inApp: true }), 'always');
  t.equal(appStyleOf({ userType: 'SERVICE_PRO', pageId: 'Consumer/MyProjects', inApp: true }), 'always');
  t.equal(appStyleOf({ userType: null, pageId: null, inApp: true }), 'always');
  t.equal(appStyleOf({ userType: null, pageId: null, inApp: false }), 'never');
});

function Probe({ pageId, renderedInApp }: { pageId: string; renderedInApp?: boolean }) {
  return <p data-testid="style">{useAppStyle(null, pageId, renderedInApp)}</p>;
}

t.test('useAppStyle answers what the server rendered, whatever the viewport', async (t) => {
  window.matchMedia = (() => {
    throw new Error('the viewport is the styles’ business');
  }) as unknown as typeof window.matchMedia;
  t.teardown(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  render(<Probe pageId="Account/Login" />);
  t.equal(screen.getByTestId('style').textContent, 'mobile');
});

t.test('useAppStyle keeps the wrapper the server saw', async (t) => {
  render(<Probe pageId="Visitor/Home" renderedInApp />);
  t.equal(screen.getByTestId('style').textContent, 'always');
});

t.test('a wrapper known only from session storage turns the app style on once the page runs', async (t) => {
  sessionStorage.setItem('agent-type', 'consumer-app');
  t.teardown(() => sessionStorage.removeItem('agent-type'));
  await act(async () => {
    render(<Probe pageId="Visitor/Home" />);
  });
  t.equal(screen.getByTestId('style').textContent, 'always');
});
