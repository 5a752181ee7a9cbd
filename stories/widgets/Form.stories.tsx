import type { Meta } from '@storybook/react-vite';
import type { Action, NodeSpec } from '@engine/runtime/dsl';
import bindCard from '@screens/forms/bindCard.json';
import kycReject from '@screens/forms/kycReject.json';
import loginEmail from '@screens/forms/loginEmail.json';
import loginPhone from '@screens/forms/loginPhone.json';
import realname from '@screens/forms/realname.json';
import registerEmail from '@screens/forms/registerEmail.json';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { badCredentials, bankConf, login, member, photoUploaded } from '../support/fixturesMember';

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
    initial: {
      email: { $bind: 'storage.rememberEmail' },
      remember: { $if: { truthy: { $bind: 'storage.rememberEmail' } }, then: true, else: false },
    },
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
export const LoginByPhone = widgetStory({
  widget: 'Form',
  id: 'login-phone',
  props: { form: loginPhone.id },
  on: { submit: [{ type: 'toast', text: { $bind: 'form.mobile' } }] },
});

/** screens/forms/registerEmail.json: invitation code and the agreement links. */
export const RegisterByEmail = widgetStory({
  widget: 'Form',
  id: 'register-email',
  props: { form: registerEmail.id, stateKey: 'register_email' },
  on: { submit: [{ type: 'toast', text: { $bind: 'form.email' }, icon: 'success' }] },
});

/** screens/forms/realname.json: `select` chips from the enum with translated labels, and two `photo` fields (upload/image). */
export const SelectAndPhoto = widgetStory(
  {
    widget: 'Form',
    id: 'realname',
    props: { form: realname.id },
    on: { submit: [{ type: 'toast', text: { $bind: 'form.id_type' }, icon: 'success' }] },
  },
  { fixtures: { 'upload/image': photoUploaded } },
);

/** Filled in: a chip chosen, both photos uploaded (the value is the key upload/image gave). */
export const PhotosUploaded = widgetStory({
  widget: 'Form',
  id: 'realname-filled',
  props: {
    form: realname.id,
    initial: {
      real_name: member.nickname,
      id_type: 'passport',
      id_number: 'M12345678',
      front_img: photoUploaded.key,
      back_img: photoUploaded.key,
    },
  },
  on: { submit: [{ type: 'toast', text: { $bind: 'form.real_name' }, icon: 'success' }] },
});

/** screens/forms/bindCard.json: `select` chips from data (the Form's `choices`, here member/bank_conf), plus "other". */
export const SelectFromData = widgetStory(
  {
    widget: 'Form',
    id: 'bind-card',
    props: { form: bindCard.id, choices: { bank_name: { $bind: 'data.conf.banks' } } },
    on: { submit: [{ type: 'toast', text: { $bind: 'form.bank_name' }, icon: 'success' }] },
  },
  { fixtures: { 'member/bank_conf': bankConf }, screen: { data: { conf: { endpoint: 'member/bank_conf' } } } },
);

/** A bank that is not in the list: the "other" chip is chosen and its text input shows the value. */
export const SelectOther = widgetStory(
  {
    widget: 'Form',
    id: 'bind-card-other',
    props: { form: bindCard.id, choices: { bank_name: { $bind: 'data.conf.banks' } }, initial: { bank_name: 'Monzo' } },
  },
  { fixtures: { 'member/bank_conf': bankConf }, screen: { data: { conf: { endpoint: 'member/bank_conf' } } } },
);

/** screens/forms/kycReject.json: a `textarea` with a counter (the field's maxLength). */
export const Textarea = widgetStory({
  widget: 'Form',
  id: 'kyc-reject',
  props: { form: kycReject.id, initial: { reason: 'The photo of the back is blurred' } },
  on: { submit: [{ type: 'toast', text: { $bind: 'form.reason' } }] },
});

/** A form id the bundle does not have: the widget says so instead of breaking the screen. */
export const UnknownForm = widgetStory({ widget: 'Form', props: { form: 'noSuchForm' } });
