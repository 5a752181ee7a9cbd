import type { Meta } from '@storybook/react-vite';
import type { Action, NodeSpec } from '../../engine/runtime/dsl';
import loginEmail from '../../screens/forms/loginEmail.json';
import loginPhone from '../../screens/forms/loginPhone.json';
import registerEmail from '../../screens/forms/registerEmail.json';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { badCredentials, login, member } from '../support/fixtures';

export default {
  title: 'Widgets/Form',
  parameters: widgetParameters('Form'),
} satisfies Meta;

/** The login screen's submit: member/login, then the session, then My. */
const loginSubmit: Action[] = [
  {
    type: 'api',
    endpoint: 'member/login',
    params: { type: 'email', email: { $bind: 'form.email' }, password: { $bind: 'form.password' } },
    onSuccess: [
      { type: 'session', token: { $bind: 'result.token' } },
      { type: 'navigate', to: 'mine', replace: true },
    ],
  },
];

const loginForm: NodeSpec = {
  widget: 'Form',
  id: 'login-email',
  props: {
    form: loginEmail.id,
    initial: { email: { $bind: 'storage.rememberEmail' }, remember: { $if: { truthy: { $bind: 'storage.rememberEmail' } }, then: true, else: false } },
  },
  on: { submit: loginSubmit },
};

/** The real screens/forms/loginEmail.json. Submit (with any email and password) logs in and opens My. */
export const LoginByEmail = widgetStory(loginForm, { fixtures: { 'member/login': login, 'member/info': member } });

/** storage.rememberEmail set on this device: the email is filled in and "remember" is ticked. */
export const RememberedAccount = widgetStory(loginForm, {
  fixtures: { 'member/login': login, 'member/info': member },
  storage: { rememberEmail: member.email },
});

/** The server refuses the password: submitting shows its message as a toast. */
export const LoginRefused = widgetStory([caption('Submit any email and password'), loginForm], {
  fixtures: { 'member/login': badCredentials },
  storage: { rememberEmail: member.email },
});

/** screens/forms/loginPhone.json: the area code comes from state.area, else 82. */
export const LoginByPhone = widgetStory({ widget: 'Form', id: 'login-phone', props: { form: loginPhone.id }, on: { submit: [{ type: 'toast', text: { $bind: 'form.mobile' } }] } });

/** screens/forms/registerEmail.json: invitation code and the agreement links. */
export const RegisterByEmail = widgetStory({
  widget: 'Form',
  id: 'register-email',
  props: { form: registerEmail.id, stateKey: 'register_email' },
  on: { submit: [{ type: 'toast', text: { $bind: 'form.email' }, icon: 'success' }] },
});

/** A form id the bundle does not have: the widget says so instead of breaking the screen. */
export const UnknownForm = widgetStory({ widget: 'Form', props: { form: 'noSuchForm' } });
