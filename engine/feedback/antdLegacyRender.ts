/**
 * Stands in for rc-util/lib/React/render (vite.config.ts alias), antd-mobile's default renderer
 * for Toast and Dialog: ReactDOM.render, which React 19 removed. installAntdRender replaces it with
 * createRoot before the app shows anything, so the default never runs; its CommonJS build brought
 * Babel's regenerator runtime along, about 3 KB gzip of the first download.
 */
function replaced(): never {
  throw new Error('antd-mobile rendered before installAntdRender ran');
}

export const render = (_node: unknown, _container: unknown): void => replaced();
export const unmount = async (_container: unknown): Promise<boolean> => replaced();
