import type { Meta } from '@storybook/react-vite';
import type { Action } from '@engine/runtime/dsl';
import { caption, widgetParameters, widgetStory } from '../support/engineStory';
import { serviceError } from '../support/fixturesApp';
import { codeSent } from '../support/fixturesMember';

export default {
  title: 'Widgets/CountdownButton',
  parameters: widgetParameters('CountdownButton'),
} satisfies Meta;

const resend: Action[] = [
  { type: 'api', endpoint: 'member/sms_otp', params: { area_code: '82', mobile: '1012345678', purpose: 'register' } },
  { type: 'toast', text: { $t: 'register.codeResent' }, icon: 'success' },
];

/** Ready: a tap sends the code, and the countdown starts once that succeeded. */
export const Ready = widgetStory(
  [
    caption('Tap: sends a code, then counts 10 s'),
    { widget: 'CountdownButton', props: { text: { $t: 'register.resend' }, seconds: 10 }, on: { click: resend } },
  ],
  {
    fixtures: { 'member/sms_otp': codeSent },
  },
);

/** autoStart: the previous step just sent the code, so it counts from the start. */
export const CountingAfterSend = widgetStory(
  { widget: 'CountdownButton', props: { text: { $t: 'register.resend' }, seconds: 60, autoStart: true }, on: { click: resend } },
  {
    fixtures: { 'member/sms_otp': codeSent },
  },
);

/** The send fails: the server's message shows and the button stays usable. */
export const SendFails = widgetStory(
  [
    caption('Tap: the server refuses'),
    { widget: 'CountdownButton', props: { text: { $t: 'register.resend' }, seconds: 60 }, on: { click: resend } },
  ],
  {
    fixtures: { 'member/sms_otp': serviceError },
  },
);
