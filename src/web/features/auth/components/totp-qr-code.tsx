import { encode } from 'uqr';

/** The otpauth URI as a QR code for the authenticator app's camera: one SVG path of dark modules. */
export function TotpQrCode({ uri, className }: { uri: string; className?: string }) {
  const { data, size } = encode(uri, { border: 0 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const margin = 4; // the quiet zone QR readers need, in modules
  return (
    <svg
      className={className}
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`${-margin} ${-margin} ${size + 2 * margin} ${size + 2 * margin}`}
      shapeRendering="crispEdges"
    >
      <rect x={-margin} y={-margin} width={size + 2 * margin} height={size + 2 * margin} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
