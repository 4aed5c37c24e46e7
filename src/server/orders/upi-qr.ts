// The QR code of a UPI order's payment link (decision 032), drawn on the server as SVG: any UPI
// app scans it. Error correction M (15 %) and a 2-module quiet zone, as UPI apps read a code on
// a screen; the page sizes it. The encoder loads with the first code asked for (decision 031).

/** The SVG of a QR code that carries `uri`. */
export async function upiQrSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
