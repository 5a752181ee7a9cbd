import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __meridianRoot?: Root };

/**
 * antd-mobile 5 renders Toast and Dialog (the imperative APIs) with ReactDOM.render, which React 19
 * removed; this hands it createRoot instead. Must run before the first Toast.show/Dialog.show.
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const c = container as Container;
    c.__meridianRoot ??= createRoot(c);
    c.__meridianRoot.render(node);
    return async () => {
      // Unmounting synchronously inside React's own commit would warn; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      c.__meridianRoot?.unmount();
      delete c.__meridianRoot;
    };
  });
}
