import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { postcodeMessages } from '../core/i18n/postcode';
import { translate } from '../core/i18n/translate';
import {
  PostcodeDialog,
  PostcodeDialogView,
  type PostcodeDialogViewProps,
} from '../widgets/shared/vendors/korean-postcode/PostcodeDialog';
import type { KakaoPostcodeConstructor } from '../widgets/shared/vendors/korean-postcode/kakao-postcode';
import postcodeCss from '../widgets/shared/vendors/korean-postcode/postcode.css?raw';
import { withRoveStyles } from './rove-styles';
import { phone360 } from './viewports';

const text = (locale: string): PostcodeDialogViewProps['text'] => ({
  title: translate(postcodeMessages, 'title', locale),
  close: translate(postcodeMessages, 'close', locale),
  loading: translate(postcodeMessages, 'loading', locale),
  failed: translate(postcodeMessages, 'failed', locale),
});

const meta = {
  title: 'Shared/Korean postcode search',
  component: PostcodeDialogView,
  decorators: [withRoveStyles({ 'rove-postcode': postcodeCss })],
  args: { phase: 'loading', text: text('en'), onClose: fn(), returnFocusTo: null },
} satisfies Meta<PostcodeDialogViewProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kakao's script is on its way (the first press). */
export const Loading: Story = {};

/** The script could not load: a short message; the address fields behind stay typeable. */
export const LoadFailed: Story = { args: { phase: 'failed' } };

/** The same on a Korean page, on a phone. */
export const LoadFailedKorean: Story = {
  ...phone360,
  args: { phase: 'failed', text: text('ko') },
};

/**
 * A page that already has Kakao's script (window.kakao.Postcode) uses it and loads nothing: here a
 * stand-in that embeds two addresses, through the dialog's own code path.
 */
export const Search: Story = {
  render: () => <PostcodeDialog onFound={fn()} onClose={fn()} returnFocusTo={null} />,
  decorators: [
    (Story) => {
      const Postcode = function () {
        return {
          embed(container: HTMLElement) {
            const list = document.createElement('ul');
            for (const line of ['04524 서울 중구 세종대로 110', '06164 서울 강남구 영동대로 513']) {
              const item = document.createElement('li');
              const choose = document.createElement('button');
              choose.type = 'button';
              choose.textContent = line;
              item.append(choose);
              list.append(item);
            }
            container.replaceChildren(list);
          },
        };
      } as unknown as KakaoPostcodeConstructor;
      window.kakao = { Postcode };
      return <Story />;
    },
  ],
};
