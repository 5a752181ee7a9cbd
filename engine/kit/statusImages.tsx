// Small line drawings for the empty / error states. antd-mobile's own illustrations are about
// 40 kB of SVG; these keep its ErrorBlock layout at a fraction of the weight.

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <svg className="mer-status-image" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
      {children}
    </svg>
  );
}

export const statusImages = {
  empty: (
    <Frame>
      <path {...stroke} d="M10 38l8-18h28l8 18v12H10z" />
      <path {...stroke} d="M10 38h14l3 5h10l3-5h14" />
    </Frame>
  ),
  default: (
    <Frame>
      <circle {...stroke} cx="28" cy="28" r="14" />
      <path {...stroke} d="M38 38l14 14M23 24l10 8M33 24l-10 8" />
    </Frame>
  ),
  busy: (
    <Frame>
      <circle {...stroke} cx="32" cy="32" r="20" />
      <path {...stroke} d="M32 20v12l8 6" />
    </Frame>
  ),
  disconnected: (
    <Frame>
      <path {...stroke} d="M12 26a30 30 0 0 1 40 0M19 33a20 20 0 0 1 26 0M26 40a10 10 0 0 1 12 0" />
      <circle cx="32" cy="47" r="2.5" fill="currentColor" />
      <path {...stroke} d="M14 14l36 36" />
    </Frame>
  ),
};
